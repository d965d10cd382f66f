import { observable, runInAction } from 'mobx';
import { PageNotFoundError, isPageNotFound, pageNotFound } from '@topup/shared-lib';
import { testStores, logIn } from '@topup/shared-lib/testing';
import { PAGE_DATA_MAX_AGE_MS, PageDataCache, dropOnShopperChange, pageDataKey } from './pageDataCache';

const KEY = pageDataKey('storefront/HomePage', '/', '');

/** A load the test settles when it likes. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets settled loads mark their outcome (track's handlers) and the cache's microtasks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageDataKey', () => {
  it("names the page and its address, the query's order aside", () => {
    expect(pageDataKey('content/BlogListPage', '/zh-TW/blog', '?page=2&tag=news')).toBe(
      'content/BlogListPage /zh-TW/blog?page=2&tag=news',
    );
    expect(pageDataKey('content/BlogListPage', '/zh-TW/blog', '?tag=news&page=2')).toBe(
      pageDataKey('content/BlogListPage', '/zh-TW/blog', 'page=2&tag=news'),
    );
    expect(pageDataKey('content/BlogListPage', '/blog', '')).toBe('content/BlogListPage /blog');
    expect(pageDataKey('content/BlogListPage', '/blog', '')).not.toBe(
      pageDataKey('content/NewsPage', '/blog', ''),
    );
  });
});

describe('PageDataCache', () => {
  it('starts with the entries a page was rendered with: settled at once, nothing loaded', async () => {
    const missing = pageDataKey('storefront/TopUpPage', '/top-up/none', '');
    const cache = new PageDataCache({ [KEY]: { data: { hero: 'a' } }, [missing]: { notFound: true } });
    const load = jest.fn(() => Promise.resolve('fresh'));
    expect(cache.read(KEY, load)).toMatchObject({ status: 'fulfilled', value: { hero: 'a' } });
    const notFound = cache.read(missing, load);
    expect(notFound.status).toBe('rejected');
    expect(isPageNotFound(notFound.reason)).toBe(true);
    await expect(notFound).rejects.toBeInstanceOf(PageNotFoundError);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads an address once however often it is read, and keeps it for a return visit', async () => {
    const cache = new PageDataCache();
    const load = jest.fn(() => Promise.resolve({ list: [1] }));
    const first = cache.read(KEY, load);
    expect(cache.read(KEY, load)).toBe(first);
    await settle();
    expect(cache.read(KEY, load)).toMatchObject({ status: 'fulfilled', value: { list: [1] } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load (the page shows it) until forgotten, or a new visit retries failures', async () => {
    const cache = new PageDataCache();
    const failed = cache.read(KEY, () => Promise.reject(new Error('offline')));
    await settle();
    expect(failed.status).toBe('rejected');
    const again = jest.fn(() => Promise.resolve('back'));
    expect(cache.read(KEY, again)).toBe(failed);
    expect(again).not.toHaveBeenCalled();

    const retried = cache.read(KEY, again, { retryFailed: true });
    expect(retried).not.toBe(failed);
    expect(again).toHaveBeenCalledTimes(1);
    await expect(retried).resolves.toBe('back');

    const other = pageDataKey('storefront/TopUpPage', '/top-up/x', '');
    cache.read(other, () => Promise.reject(new Error('offline')));
    await settle();
    const version = cache.version;
    cache.forget(other);
    expect(cache.version).toBe(version + 1);
    await expect(cache.read(other, again)).resolves.toBe('back');
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('keeps a not-found, even for a new visit: the address names nothing', async () => {
    const cache = new PageDataCache();
    cache.read(KEY, async () => pageNotFound());
    await settle();
    const load = jest.fn(() => Promise.resolve('found'));
    const kept = cache.read(KEY, load, { retryFailed: true });
    expect(isPageNotFound(kept.reason)).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('invalidate drops every load; the last data stays readable while the address loads again', async () => {
    const cache = new PageDataCache({ [KEY]: { data: 'old' } });
    const version = cache.version;
    expect(cache.staleData(KEY)).toBeUndefined();
    cache.invalidate();
    expect(cache.version).toBe(version + 1);
    const next = deferred<string>();
    const reload = cache.read(KEY, () => next.promise);
    expect(reload.status).toBeUndefined();
    expect(cache.staleData(KEY)).toEqual({ data: 'old' });
    await settle();
    expect(cache.staleData(KEY)).toEqual({ data: 'old' });
    next.resolve('new');
    await settle();
    expect(cache.read(KEY, () => Promise.resolve('unused'))).toMatchObject({ value: 'new' });
    expect(cache.staleData(KEY)).toBeUndefined();
  });

  it('keeps no stale data of an address whose load had not succeeded', async () => {
    const cache = new PageDataCache();
    cache.read(KEY, () => Promise.reject(new Error('offline')));
    await settle();
    cache.invalidate();
    cache.read(KEY, () => new Promise(() => undefined));
    expect(cache.staleData(KEY)).toBeUndefined();
  });

  it('forgets stale data once the new load has failed too', async () => {
    const cache = new PageDataCache({ [KEY]: { data: 'old' } });
    cache.forget(KEY);
    const next = deferred<string>();
    cache.read(KEY, () => next.promise);
    expect(cache.staleData(KEY)).toEqual({ data: 'old' });
    next.reject(new Error('offline'));
    await settle();
    expect(cache.staleData(KEY)).toBeUndefined();
  });

  it('gives the settled entries for the page the server sends: not-found kept, other failures and loads under way left out', async () => {
    const notFound = pageDataKey('storefront/TopUpPage', '/top-up/none', '');
    const failed = pageDataKey('content/BlogListPage', '/blog', '');
    const pending = pageDataKey('content/NewsPage', '/news', '');
    const cache = new PageDataCache();
    cache.read(KEY, () => Promise.resolve({ hero: 'a' }));
    cache.read(notFound, async () => pageNotFound());
    cache.read(failed, () => Promise.reject(new Error('offline')));
    cache.read(pending, () => new Promise(() => undefined));
    await settle();
    const entries = cache.settledEntries();
    expect(entries).toEqual({ [KEY]: { data: { hero: 'a' } }, [notFound]: { notFound: true } });
    // What the browser starts with reads the same.
    const browser = new PageDataCache(JSON.parse(JSON.stringify(entries)));
    expect(browser.read(KEY, () => Promise.resolve('unused'))).toMatchObject({ value: { hero: 'a' } });
  });
});

describe('dropOnShopperChange', () => {
  it('drops every page data when the member, currency or country change, until disposed', async () => {
    const stores = testStores({ session: null, currency: 'USD', country: 'US' });
    const cache = new PageDataCache({ [KEY]: { data: 'guest' } });
    const dispose = dropOnShopperChange(cache, stores);
    const versions = [cache.version];
    logIn(stores);
    versions.push(cache.version);
    stores.currency.select('TWD');
    versions.push(cache.version);
    stores.country.select('TW');
    versions.push(cache.version);
    expect(versions).toEqual([0, 1, 2, 3]);
    const load = jest.fn(() => Promise.resolve('member'));
    await expect(cache.read(KEY, load)).resolves.toBe('member');

    dispose();
    stores.currency.select('USD');
    expect(cache.version).toBe(3);
  });
});

describe('a change of member', () => {
  it("shows none of the previous member's data while the next shopper's loads", async () => {
    const cache = new PageDataCache();
    const stores = observable({
      user: { token: 'Bearer a' as string | null },
      currency: { code: 'USD' },
      country: { country: 'US' },
    });
    const stop = dropOnShopperChange(cache, stores);
    await cache.read('account/UserCenterPage /user', async () => ({ orders: ['A-1'] }));
    runInAction(() => (stores.user.token = null));
    expect(cache.staleData('account/UserCenterPage /user')).toBeUndefined();
    runInAction(() => (stores.currency.code = 'TWD'));
    stop();
  });
});

describe('a guest who logs in', () => {
  it("keeps the guest's page data shown until the member's is in", async () => {
    const cache = new PageDataCache();
    const stores = observable({
      user: { token: null as string | null },
      currency: { code: 'USD' },
      country: { country: 'US' },
    });
    const stop = dropOnShopperChange(cache, stores);
    await cache.read('checkout/CouponClaimPage /mobile/coupon.html', async () => ({ offer: 'WELCOME5' }));
    runInAction(() => (stores.user.token = 'Bearer new'));
    expect(cache.staleData('checkout/CouponClaimPage /mobile/coupon.html')).toEqual({
      data: { offer: 'WELCOME5' },
    });
    stop();
  });
});

describe('PageDataCache: a page opened again later', () => {
  it('reads data older than maxAgeMs again, showing the old data meanwhile', async () => {
    let clock = 1_000;
    const cache = new PageDataCache({ [KEY]: { data: { price: 1 } } }, () => clock);
    const again = deferred<unknown>();
    const load = jest.fn(() => again.promise);

    clock += PAGE_DATA_MAX_AGE_MS - 1;
    expect(cache.read(KEY, load, { maxAgeMs: PAGE_DATA_MAX_AGE_MS }).value).toEqual({ price: 1 });
    expect(load).not.toHaveBeenCalled();

    clock += 1;
    const reading = cache.read(KEY, load, { maxAgeMs: PAGE_DATA_MAX_AGE_MS });
    expect(load).toHaveBeenCalledTimes(1);
    expect(reading.status).toBeUndefined();
    expect(cache.staleData(KEY)).toEqual({ data: { price: 1 } });

    again.resolve({ price: 2 });
    await settle();
    expect(cache.read(KEY, load, { maxAgeMs: PAGE_DATA_MAX_AGE_MS }).value).toEqual({ price: 2 });
    expect(cache.staleData(KEY)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps data for a read without maxAgeMs, however old (the page being shown)', () => {
    let clock = 0;
    const cache = new PageDataCache({ [KEY]: { data: { price: 1 } } }, () => clock);
    clock += PAGE_DATA_MAX_AGE_MS * 10;
    const load = jest.fn(() => Promise.resolve({ price: 2 }));
    expect(cache.read(KEY, load).value).toEqual({ price: 1 });
    expect(load).not.toHaveBeenCalled();
  });
});
