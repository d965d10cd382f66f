import {
  CURRENCY_RATE_COOKIE,
  STORAGE_KEYS,
  readCookie,
  writeStored,
  type Currency,
} from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { CURRENCY_LIST_CACHE_SECONDS, adoptCurrencies, loadCurrencies, siteApi } from './currencyList';

const LIST: Currency[] = [
  { code: 'USD', rate: 1, defaultSelect: false },
  { code: 'TWD', rate: 32.1, defaultSelect: true },
];

/** A tab's store set, its currency list answered by the test. */
function tab(options: Parameters<typeof testStores>[0] = {}) {
  const stores = testStores(options);
  return { stores, currencies: jest.spyOn(siteApi(stores.api), 'currencies') };
}

describe("the store's currency list", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${CURRENCY_RATE_COOKIE}=; max-age=0; path=/`;
  });
  afterEach(() => jest.useRealTimers());

  it('loads the list, picks the default and keeps the rate in a cookie', async () => {
    const { stores, currencies } = tab();
    currencies.mockResolvedValue(LIST);
    await loadCurrencies(stores);
    expect(stores.currency).toMatchObject({ list: LIST, settled: true, code: 'TWD' });
    expect(readCookie(CURRENCY_RATE_COOKIE)).toBe('32.1');
  });

  it('asks the server once when two parts of the page load at the same time, and not again once it has one', async () => {
    const { stores, currencies } = tab();
    currencies.mockResolvedValue(LIST);
    await Promise.all([loadCurrencies(stores), loadCurrencies(stores)]);
    expect(currencies).toHaveBeenCalledTimes(1);
    await loadCurrencies(stores);
    expect(currencies).toHaveBeenCalledTimes(1);
  });

  it('serves the list from storage for 7200 s', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T00:00:00Z') });
    const first = tab();
    first.currencies.mockResolvedValue(LIST);
    await loadCurrencies(first.stores);
    const second = tab();
    await loadCurrencies(second.stores);
    expect(second.currencies).not.toHaveBeenCalled();
    expect(second.stores.currency.list).toEqual(LIST);
    expect(CURRENCY_LIST_CACHE_SECONDS).toBe(7200);
    jest.setSystemTime(Date.now() + CURRENCY_LIST_CACHE_SECONDS * 1000 + 1);
    const third = tab();
    third.currencies.mockResolvedValue(LIST);
    await loadCurrencies(third.stores);
    expect(third.currencies).toHaveBeenCalledTimes(1);
  });

  it('keeps a stored choice that is still listed', async () => {
    writeStored(STORAGE_KEYS.currencyCode, 'USD');
    const { stores, currencies } = tab();
    currencies.mockResolvedValue(LIST);
    await loadCurrencies(stores);
    expect(stores.currency.code).toBe('USD');
  });

  it('a failed list is empty and the currency USD', async () => {
    const { stores, currencies } = tab();
    currencies.mockRejectedValue(new Error('offline'));
    await loadCurrencies(stores);
    expect(stores.currency).toMatchObject({ list: [], settled: true, code: 'USD' });
  });

  it('keeps a list the page was rendered with as its load: nothing is asked', async () => {
    const { stores, currencies } = tab({ currency: 'TWD' });
    adoptCurrencies(stores, LIST);
    expect(stores.currency).toMatchObject({ list: LIST, settled: true, code: 'TWD', rate: 32.1 });
    await loadCurrencies(stores);
    expect(currencies).not.toHaveBeenCalled();
    // A currency the list does not hold gives way to its default.
    const unlisted = tab({ currency: 'EUR' });
    adoptCurrencies(unlisted.stores, LIST);
    expect(unlisted.stores.currency.code).toBe('TWD');
  });

  it('keeps the list it loaded over one adopted later', async () => {
    const { stores, currencies } = tab();
    currencies.mockResolvedValue(LIST);
    await loadCurrencies(stores);
    adoptCurrencies(stores, [{ code: 'EUR', rate: 0.9, defaultSelect: true }]);
    expect(stores.currency.list).toEqual(LIST);
  });
});
