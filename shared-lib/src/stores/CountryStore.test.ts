import { DEFAULT_COUNTRY } from '../domain/countries';
import { STORAGE_KEYS, writeStored } from '../platform/storage';
import { CountryStore } from './CountryStore';

describe('CountryStore', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to the US and remembers a valid choice', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    const store = new CountryStore();
    expect(store.country).toBe('US');
    store.select('tw');
    expect(store.country).toBe('TW');
    expect(new CountryStore().country).toBe('TW');
    store.select('not a country');
    store.select('ZZ'); // well-formed, but not in the built-in list
    expect(store.country).toBe('TW');
    expect(new CountryStore().country).toBe('TW');
  });

  it('keeps a stored country only when it is in the built-in list, in upper case', () => {
    writeStored(STORAGE_KEYS.areaCode, 'de');
    expect(new CountryStore().country).toBe('DE');
    writeStored(STORAGE_KEYS.areaCode, 'ZZ');
    expect(new CountryStore().country).toBe(DEFAULT_COUNTRY);
  });
});
