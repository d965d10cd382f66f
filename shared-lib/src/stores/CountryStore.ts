// The selected country sent as d-selective-country (spec 7); US until the shopper picks one (spec 9).
// The built-in country list lives in domain; this store only keeps the choice.
import { makeAutoObservable } from 'mobx';
import { DEFAULT_COUNTRY } from '../api/headers';
import { STORAGE_KEYS, isString, readStored, writeStored } from '../platform/storage';

export class CountryStore {
  /** Alpha-2 code of the selected country. */
  country: string = DEFAULT_COUNTRY;

  constructor() {
    makeAutoObservable(this);
    // The spec's "area code" key keeps the chosen country between visits.
    const stored = readStored(STORAGE_KEYS.areaCode, isString);
    if (stored && /^[A-Z]{2}$/.test(stored)) this.country = stored;
  }

  select(alpha2: string): void {
    const code = alpha2.toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) return;
    this.country = code;
    writeStored(STORAGE_KEYS.areaCode, code);
  }
}
