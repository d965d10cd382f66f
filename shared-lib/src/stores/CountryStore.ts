// The selected country sent as d-selective-country; US until the shopper picks one.
// The built-in country list lives in domain (countries.ts); this store only keeps the choice, checked
// against the codes alone so the names stay out of the first load.
import { makeAutoObservable } from 'mobx';
import { isCountryCode } from '../domain/countries';
import { STORAGE_KEYS, writeStored } from '../platform/storage';
import { storedCountry } from './storedCountry';

export class CountryStore {
  /** Alpha-2 code of the selected country. */
  country: string;

  /** `country`: the one to start with instead of the stored choice (the store's server's request). */
  constructor(country?: string) {
    // The "area code" key keeps the chosen country between visits.
    this.country = country ?? storedCountry();
    makeAutoObservable(this);
  }

  select(alpha2: string): void {
    // Only countries of the built-in list: the header must carry a code the server knows.
    if (!isCountryCode(alpha2)) return;
    this.country = alpha2.toUpperCase();
    writeStored(STORAGE_KEYS.areaCode, this.country);
  }
}
