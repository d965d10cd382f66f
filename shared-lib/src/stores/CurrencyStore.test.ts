import type { Currency } from '../api/siteTypes';
import { CURRENCY_RATE_COOKIE_DAYS, readCookie } from '../platform/cookies';
import { STORAGE_KEYS, isString, readStored, writeStored } from '../platform/storage';
import { CURRENCY_RATE_COOKIE, CurrencyStore, pickCurrency } from './CurrencyStore';

const LIST: Currency[] = [
  { code: 'USD', rate: 1, defaultSelect: false },
  { code: 'TWD', rate: 32.1, defaultSelect: true },
];

describe('CurrencyStore', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${CURRENCY_RATE_COOKIE}=; max-age=0; path=/`;
  });

  it('starts with USD at rate 1, unsettled', () => {
    const store = new CurrencyStore();
    expect(store).toMatchObject({ code: 'USD', rate: 1, settled: false, list: [] });
  });

  it('starts with the stored choice, or the currency it is made with (a request on the server)', () => {
    writeStored(STORAGE_KEYS.currencyCode, 'TWD');
    expect(new CurrencyStore().code).toBe('TWD');
    expect(new CurrencyStore('EUR').code).toBe('EUR');
  });

  it("takes a list: the given choice if listed, else the list's default; the rate goes to a cookie", () => {
    const store = new CurrencyStore();
    store.setList(LIST, null);
    expect(store).toMatchObject({ list: LIST, settled: true, code: 'TWD', rate: 32.1 });
    expect(readCookie(CURRENCY_RATE_COOKIE)).toBe('32.1');
    expect(CURRENCY_RATE_COOKIE_DAYS).toBe(7);
    store.setList(LIST, 'USD');
    expect(store.code).toBe('USD');
    // By default the current code, while listed.
    const unlisted = new CurrencyStore('EUR');
    unlisted.setList(LIST);
    expect(unlisted.code).toBe('TWD');
    const listed = new CurrencyStore('USD');
    listed.setList(LIST);
    expect(listed.code).toBe('USD');
  });

  it("remembers the shopper's pick between visits", () => {
    const store = new CurrencyStore();
    store.setList(LIST);
    store.select('TWD');
    expect(readStored(STORAGE_KEYS.currencyCode, isString)).toBe('TWD');
    expect(new CurrencyStore().code).toBe('TWD');
  });

  it('converts and rounds money to 2 decimals', () => {
    const store = new CurrencyStore();
    store.setList(LIST, null);
    // As store-api prices it: 205 cents x 32.1 = 6580.5, a cent up (not 2.05 x 32.1 = 65.8049...).
    expect(store.convert(2.05)).toBe(65.81);
    expect(store.convert(1.42)).toBe(45.58);
    store.select('USD');
    expect(store.convert(1.42)).toBe(1.42);
  });

  it('pickCurrency falls back to USD without a default', () => {
    expect(pickCurrency([], 'EUR')).toBe('USD');
    expect(pickCurrency([{ code: 'EUR', rate: 0.9, defaultSelect: false }], null)).toBe('USD');
  });
});
