// The country the shopper chose, kept under the "area code" key: read by the country store and by
// the reads the shell's entry starts before the stores exist (both must send the same header). No
// store imports: the shell's entry bundles this file.
import { DEFAULT_COUNTRY, isCountryCode } from '../domain/countries';
import { STORAGE_KEYS, isString, readStored } from '../platform/storage';

/** Alpha-2 code of the stored choice when it is a country of the built-in list, else US. */
export function storedCountry(): string {
  const stored = readStored(STORAGE_KEYS.areaCode, isString);
  return stored && isCountryCode(stored) ? stored.toUpperCase() : DEFAULT_COUNTRY;
}
