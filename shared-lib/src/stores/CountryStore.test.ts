import { DEFAULT_COUNTRY } from '../domain/countries';
import { CountryStore } from './CountryStore';

describe('CountryStore', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to the US and remembers a valid choice', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    const store = new CountryStore();
    expect(store.country).toBe('US');
    store.select('tw');
    expect(new CountryStore().country).toBe('TW');
    store.select('not a country');
    store.select('ZZ'); // well-formed, but not in the built-in list
    expect(store.country).toBe('TW');
  });
});
