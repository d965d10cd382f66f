import { API_TIMEOUT_MS } from '@topup/shared-lib/src/api/apiTimeout';
import { INDEX_VERSION, INDEX_VERSION_HEADER, readKey } from '@topup/shared-lib/src/api/publicReads';
import { STORAGE_KEYS } from '@topup/shared-lib/src/platform/storage';
import { EARLY_READ_KEEP_MS, startEarlyReads, takeEarlyRead } from './earlyReads';

const CONFIG = { apiBase: '', apiPrefix: '/api' };
const HOME = { remote: 'storefront', module: 'HomePage', params: {} };
const TOP_UP = {
  remote: 'storefront',
  module: 'TopUpPage',
  params: { linkName: 'mobile-legends', sn: 'ml1' },
};
const INDEX_READ = '/api/hpms/product/index/v2';
/** The top-up page's product reads that do not depend on the member. */
const PRODUCT_PUBLIC_READS = ['/api/hpms/product/sn/ml1/delivery', '/api/hpms/product/sn/ml1/seo'];
const ARTICLE = { remote: 'content', module: 'BlogArticlePage', params: { slug: 'guides', title: 'how to' } };
const stored = (key: string, value: unknown) =>
  localStorage.setItem(key, JSON.stringify({ value, expires: Date.now() + 60_000 }));
const answer = { status: 200 } as Response;
const CURRENCIES = [{ code: 'USD', rate: 1, defaultSelect: true }];
/** A fresh currency list in storage: the shell's start then reads nothing (CurrencyStore). */
const keepCurrencies = () => stored(STORAGE_KEYS.currencyList, CURRENCIES);

describe('early reads', () => {
  const realFetch = globalThis.fetch;
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  const sent = () => fetchMock.mock.calls.map(([url]) => String(url));
  const headersOf = (index: number) => fetchMock.mock.calls[index]?.[1]?.headers as Record<string, string>;

  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.useFakeTimers();
    fetchMock.mockReset().mockResolvedValue(answer);
    globalThis.fetch = fetchMock as typeof fetch;
    localStorage.clear();
    keepCurrencies();
  });
  afterEach(() => {
    jest.runOnlyPendingTimers(); // drops what a test left, so the next starts empty
    jest.useRealTimers();
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('sends the home page’s first reads with the headers the api client sends, no token', () => {
    startEarlyReads(CONFIG, HOME, '/');
    expect(sent()).toEqual([
      '/api/hpms/product/index/banner',
      '/api/hpms/product/index/v2',
      '/api/hpms/product/recommend/config',
      '/api/hpms/product/index/popups',
    ]);
    expect(headersOf(1)).toMatchObject({
      'Accept-Language': 'en',
      'd-selective-country': 'US',
      'H-currency': 'USD',
      'X-Requested-With': 'XMLHttpRequest',
      [INDEX_VERSION_HEADER]: INDEX_VERSION,
    });
    expect(headersOf(1)).not.toHaveProperty('Authorization');
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeDefined();
  });

  it('gives each answer once, by the language of the address and the stored country', async () => {
    stored(STORAGE_KEYS.areaCode, 'tw');
    stored(STORAGE_KEYS.currencyCode, 'TWD');
    startEarlyReads(
      { apiBase: 'https://api.test', apiPrefix: '/v1' },
      ARTICLE,
      '/zh-TW/blog/guides/how%20to',
    );
    expect(sent()).toEqual([
      'https://api.test/v1/public/blog/article/how%20to',
      'https://api.test/v1/hpms/product/recommend/config?prefix=blog',
    ]);
    expect(headersOf(0)).toMatchObject({
      'Accept-Language': 'zh-TW',
      'd-selective-country': 'TW',
      'H-currency': 'TWD',
    });
    const key = readKey('/public/blog/article/how%20to', 'zh-TW', 'TW');
    expect(takeEarlyRead(readKey('/public/blog/article/how%20to', 'en', 'TW'))).toBeUndefined();
    await expect(takeEarlyRead(key)).resolves.toBe(answer);
    expect(takeEarlyRead(key)).toBeUndefined();
  });

  it("starts a guest's product detail in the stored currency, under a key naming it", async () => {
    stored(STORAGE_KEYS.currencyCode, 'TWD');
    startEarlyReads(CONFIG, TOP_UP, '/top-up/mobile-legends');
    expect(sent()).toEqual([INDEX_READ, '/api/hpms/product/v4/ml1', ...PRODUCT_PUBLIC_READS]);
    expect(headersOf(1)).toMatchObject({ 'H-currency': 'TWD' });
    expect(headersOf(1)).not.toHaveProperty('Authorization');
    expect(takeEarlyRead(readKey('/hpms/product/v4/ml1', 'en', 'US'))).toBeUndefined();
    const guest = { token: null, currency: 'TWD' };
    await expect(takeEarlyRead(readKey('/hpms/product/v4/ml1', 'en', 'US', guest))).resolves.toBe(answer);
    await expect(takeEarlyRead(readKey('/hpms/product/sn/ml1/seo', 'en', 'US'))).resolves.toBe(answer);
  });

  it("starts a member's product detail with the token (a legacy key too), under a key naming it", async () => {
    stored(STORAGE_KEYS.legacyToken, 'Bearer old');
    startEarlyReads(CONFIG, TOP_UP, '/top-up/mobile-legends');
    expect(sent()).toEqual([INDEX_READ, '/api/hpms/product/v4/ml1', ...PRODUCT_PUBLIC_READS]);
    expect(headersOf(1)).toMatchObject({ Authorization: 'Bearer old', 'H-currency': 'USD' });
    // Public reads never carry it.
    for (const index of [0, 2, 3]) expect(headersOf(index)).not.toHaveProperty('Authorization');
    const detail = '/hpms/product/v4/ml1';
    expect(takeEarlyRead(readKey(detail, 'en', 'US', { token: null, currency: 'USD' }))).toBeUndefined();
    expect(
      takeEarlyRead(readKey(detail, 'en', 'US', { token: 'Bearer x', currency: 'USD' })),
    ).toBeUndefined();
    const mine = readKey(detail, 'en', 'US', { token: 'Bearer old', currency: 'USD' });
    await expect(takeEarlyRead(mine)).resolves.toBe(answer);
  });

  it("starts the account centre overview's recent orders for a member only, not for the coupons tab", async () => {
    const CENTER = { remote: 'account', module: 'UserCenterPage', params: {} };
    // A guest: the page asks for a login, and reads nothing of its own.
    expect(startEarlyReads(CONFIG, CENTER, '/user')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    stored(STORAGE_KEYS.userToken, 'Bearer m');
    expect(startEarlyReads(CONFIG, CENTER, '/zh-TW/user', '?tab=coupons')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    expect(startEarlyReads(CONFIG, CENTER, '/zh-TW/user')).toBe(true);
    expect(sent()).toEqual([expect.stringMatching(/^\/api\/homs\/order\?t=\d+&pageNum=1&pageSize=5$/)]);
    expect(headersOf(0)).toMatchObject({ Authorization: 'Bearer m', 'Accept-Language': 'zh-TW' });
    // The page's own call has a later `t`: the key leaves it out.
    const later = `/homs/order?t=${String(Date.now() + 1000)}&pageNum=1&pageSize=5`;
    const person = { token: 'Bearer m', currency: 'USD' };
    await expect(takeEarlyRead(readKey(later, 'zh-TW', 'US', person))).resolves.toBe(answer);
  });

  it(`drops an answer nobody took in ${EARLY_READ_KEEP_MS} ms and says which`, () => {
    window.history.pushState(null, '', '/blog/guides/how%20to');
    startEarlyReads(CONFIG, ARTICLE, '/blog/guides/how%20to');
    takeEarlyRead(readKey('/public/blog/article/how%20to', 'en', 'US'));
    jest.advanceTimersByTime(EARLY_READ_KEEP_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/hpms/product/recommend/config?prefix=blog'));
    expect(takeEarlyRead(readKey('/hpms/product/recommend/config?prefix=blog', 'en', 'US'))).toBeUndefined();
  });

  it('drops an answer silently once the shopper has moved on to another page', () => {
    window.history.pushState(null, '', '/blog/guides/how%20to');
    startEarlyReads(CONFIG, ARTICLE, '/blog/guides/how%20to');
    window.history.pushState(null, '', '/top-up');
    jest.advanceTimersByTime(EARLY_READ_KEEP_MS);
    expect(warn).not.toHaveBeenCalled();
    expect(takeEarlyRead(readKey('/public/blog/article/how%20to', 'en', 'US'))).toBeUndefined();
  });

  it(`gives up on a silent server after ${API_TIMEOUT_MS} ms, as the api client does`, () => {
    startEarlyReads(CONFIG, HOME, '/');
    const signal = fetchMock.mock.calls[0]?.[1]?.signal as AbortSignal;
    expect(signal.aborted).toBe(false);
    jest.advanceTimersByTime(API_TIMEOUT_MS);
    expect(signal.aborted).toBe(true);
  });

  it('asks for the currency list with any page when none is kept, once', async () => {
    localStorage.clear();
    startEarlyReads(CONFIG, ARTICLE, '/zh-TW/blog/guides/how%20to');
    startEarlyReads(CONFIG, null, '/zh-TW/user');
    expect(sent()).toEqual([
      '/api/public/blog/article/how%20to',
      '/api/hpms/product/recommend/config?prefix=blog',
      '/api/hms/currency/v2',
      '/api/hms/currency/v2',
    ]);
    const key = readKey('/hms/currency/v2', 'zh-TW', 'US');
    await expect(takeEarlyRead(key)).resolves.toBe(answer);
    expect(takeEarlyRead(key)).toBeUndefined();
  });

  it('does not ask for the currency list while a kept one is fresh, nor for a broken one kept', () => {
    startEarlyReads(CONFIG, null, '/');
    expect(fetchMock).not.toHaveBeenCalled();
    stored(STORAGE_KEYS.currencyList, [{ code: 'USD' }]);
    startEarlyReads(CONFIG, null, '/');
    expect(sent()).toEqual(['/api/hms/currency/v2']);
  });

  it("starts the orders page's counts and the list its address names, with the token", () => {
    stored(STORAGE_KEYS.userToken, 'Bearer m');
    const ORDERS = { remote: 'account', module: 'UserOrdersPage', params: {} };
    expect(startEarlyReads(CONFIG, ORDERS, '/user/comp/order', '?status=unpaid')).toBe(true);
    expect(sent()).toEqual([
      '/api/homs/order/total',
      expect.stringMatching(/^\/api\/homs\/order\?t=\d+&status=0&pageNum=1&pageSize=10$/),
    ]);
    expect(headersOf(0)).toMatchObject({ Authorization: 'Bearer m' });
    expect(headersOf(1)).toMatchObject({ Authorization: 'Bearer m' });
  });

  it('sends nothing for pages without first reads, or a config without an API root', () => {
    startEarlyReads(CONFIG, { remote: 'account', module: 'UserOrdersPage', params: {} }, '/user/comp/order');
    startEarlyReads(CONFIG, { remote: 'account', module: 'UserInfoPage', params: {} }, '/user/info');
    startEarlyReads(CONFIG, { ...ARTICLE, params: { slug: 'guides' } }, '/blog/guides');
    startEarlyReads({ apiBase: 42, apiPrefix: '/api' }, HOME, '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
