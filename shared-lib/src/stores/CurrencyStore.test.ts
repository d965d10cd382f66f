import type { Currency } from '../api/siteTypes';
import { CURRENCY_RATE_COOKIE_DAYS, readCookie } from '../platform/cookies';
import { STORAGE_KEYS, writeStored } from '../platform/storage';
import {
  CURRENCY_LIST_CACHE_SECONDS,
  CURRENCY_RATE_COOKIE,
  CurrencyStore,
  pickCurrency,
} from './CurrencyStore';
import { testStores } from '../testing/testStores';

/** The api of a test store set, its currency list answered by the test. */
const { api } = testStores();
const currencies = jest.spyOn(api.site, 'currencies');

const LIST: Currency[] = [
  { code: 'USD', rate: 1, defaultSelect: false },
  { code: 'TWD', rate: 32.1, defaultSelect: true },
];

describe('CurrencyStore', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${CURRENCY_RATE_COOKIE}=; max-age=0; path=/`;
    currencies.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('starts with USD at rate 1', () => {
    const store = new CurrencyStore(api);
    expect(store.code).toBe('USD');
    expect(store.rate).toBe(1);
  });

  it('starts with the stored choice, or the currency it is made with (a request on the server)', () => {
    writeStored(STORAGE_KEYS.currencyCode, 'TWD');
    expect(new CurrencyStore(api).code).toBe('TWD');
    expect(new CurrencyStore(api, 'EUR').code).toBe('EUR');
  });

  it('loads the list, picks the default and keeps the rate in a cookie', async () => {
    currencies.mockResolvedValue(LIST);
    const store = new CurrencyStore(api);
    await store.load();
    expect(store.list).toEqual(LIST);
    expect(store.code).toBe('TWD');
    expect(readCookie(CURRENCY_RATE_COOKIE)).toBe('32.1');
    expect(CURRENCY_RATE_COOKIE_DAYS).toBe(7);
  });

  it('asks the server once when two parts of the page load at the same time', async () => {
    currencies.mockResolvedValue(LIST);
    const store = new CurrencyStore(api);
    await Promise.all([store.load(), store.load()]);
    expect(currencies).toHaveBeenCalledTimes(1);
    expect(store.code).toBe('TWD');
    // Once answered, a later load reads again (the cache here).
    await store.load();
    expect(currencies).toHaveBeenCalledTimes(1);
  });

  it('serves the list from the cache for 7200 s', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T00:00:00Z') });
    currencies.mockResolvedValue(LIST);
    await new CurrencyStore(api).load();
    await new CurrencyStore(api).load();
    expect(currencies).toHaveBeenCalledTimes(1);
    expect(CURRENCY_LIST_CACHE_SECONDS).toBe(7200);
    jest.setSystemTime(Date.now() + CURRENCY_LIST_CACHE_SECONDS * 1000 + 1);
    await new CurrencyStore(api).load();
    expect(currencies).toHaveBeenCalledTimes(2);
  });

  it('keeps a stored choice that is still listed', async () => {
    writeStored(STORAGE_KEYS.currencyCode, 'USD');
    currencies.mockResolvedValue(LIST);
    const store = new CurrencyStore(api);
    await store.load();
    expect(store.code).toBe('USD');
  });

  it('a failed list is empty and the currency USD', async () => {
    currencies.mockRejectedValue(new Error('offline'));
    const store = new CurrencyStore(api);
    await store.load();
    expect(store.list).toEqual([]);
    expect(store.code).toBe('USD');
  });

  it('converts and rounds money to 2 decimals', async () => {
    currencies.mockResolvedValue(LIST);
    const store = new CurrencyStore(api);
    await store.load();
    // As store-api prices it: 205 cents x 32.1 = 6580.5, a cent up (not 2.05 x 32.1 = 65.8049...).
    expect(store.convert(2.05)).toBe(65.81);
    expect(store.convert(1.42)).toBe(45.58);
    store.select('USD');
    expect(store.convert(1.42)).toBe(1.42);
  });

  it('keeps a list the page was rendered with as its load: nothing is asked', async () => {
    const store = new CurrencyStore(api, 'TWD');
    store.adoptList(LIST);
    expect(store).toMatchObject({ list: LIST, settled: true, code: 'TWD', rate: 32.1 });
    await store.load();
    expect(currencies).not.toHaveBeenCalled();
    // A currency the list does not hold gives way to its default.
    const unlisted = new CurrencyStore(api, 'EUR');
    unlisted.adoptList(LIST);
    expect(unlisted.code).toBe('TWD');
  });

  it('keeps the list it loaded over one adopted later', async () => {
    currencies.mockResolvedValue(LIST);
    const store = new CurrencyStore(api);
    await store.load();
    store.adoptList([{ code: 'EUR', rate: 0.9, defaultSelect: true }]);
    expect(store.list).toEqual(LIST);
  });

  it('pickCurrency falls back to USD without a default', () => {
    expect(pickCurrency([], 'EUR')).toBe('USD');
    expect(pickCurrency([{ code: 'EUR', rate: 0.9, defaultSelect: false }], null)).toBe('USD');
  });
});
