// Each typed call of the store API goes to its path with its method, payload placement and toast rule.
import type { Api } from './createApi';
import { fail, installFakeTransport, ok } from '../testing/fakeTransport';
import { testApi } from '../testing/testApi';
import { INDEX_VERSION, INDEX_VERSION_HEADER } from './products';

/** The api of one store set; made afresh for each test. */
let api: Api;

type Call = [string, () => Promise<unknown>, string, string];

const calls: Call[] = [
  ['coupons.capture', () => api.coupons.capture(5), 'POST', '/hums/coupon/5/capture'],
  ['coupons.redeem', () => api.coupons.redeem({ code: 'A' }), 'POST', '/hums/coupon/capture/redemption'],
  ['coupons.newUser', () => api.coupons.newUser(1), 'GET', '/public/newuser/coupon/1'],
  ['coupons.memberAvailable', () => api.coupons.memberAvailable(), 'GET', '/hums/coupon/member/available'],
  ['coupons.memberUsed', () => api.coupons.memberUsed(), 'GET', '/hums/coupon/member/used'],
  ['coupons.vipDiscount', () => api.coupons.vipDiscount(), 'GET', '/hums/vip/discount'],
  ['orders.list', () => api.orders.list(), 'GET', '/homs/order'],
  ['orders.totals', () => api.orders.totals(), 'GET', '/homs/order/total'],
  ['orders.bySn', () => api.orders.bySn('S1'), 'GET', '/homs/order/sn/S1'],
  ['orders.cancel', () => api.orders.cancel(9), 'POST', '/homs/order/9/cancle'],
  ['orders.urge', () => api.orders.urge(9), 'POST', '/homs/order/9/urge'],
  ['orders.comment', () => api.orders.comment(9), 'GET', '/homs/order/9/comment'],
  ['products.reviews', () => api.products.reviews('P1'), 'GET', '/hpms/product/sn/P1/comment'],
  ['products.byId', () => api.products.byId(1), 'GET', '/hpms/product/1'],
  ['products.seo', () => api.products.seo('P1'), 'GET', '/hpms/product/sn/P1/seo'],
  [
    'products.recommendConfig',
    () => api.products.recommendConfig({ prefix: 'blog' }),
    'GET',
    '/hpms/product/recommend/config',
  ],
  ['products.menu', () => api.products.menu(), 'GET', '/hpms/product/index/v2/menu'],
  ['products.indexV2', () => api.products.indexV2(), 'GET', '/hpms/product/index/v2'],
  ['sso.phonePrefixes', () => api.sso.phonePrefixes(), 'GET', '/sso/register/phone/prefix'],
];

/** Calls the store API marks "no toast" (and form calls that show their own failure). */
const silent = new Set(['coupons.redeem', 'orders.create']);

describe('store API calls', () => {
  let fake: ReturnType<typeof installFakeTransport>;
  let onError: jest.Mock;

  beforeEach(() => {
    ({ api, onError } = testApi());
  });
  afterEach(() => fake.restore());

  it.each(calls)('%s: %s %s', async (_name, call, method, path) => {
    fake = installFakeTransport(() => ({ body: ok({ list: [], total: 0 }) }));
    await call();
    expect(fake.last()).toMatchObject({ method, url: path });
  });

  it.each(
    calls.filter(
      ([name]) =>
        silent.has(name) ||
        name === 'sso.emailLogin' ||
        name === 'sso.logout' ||
        name === 'sso.phonePrefixes',
    ),
  )('%s does not toast its failure', async (_name, call) => {
    fake = installFakeTransport(() => ({ status: 500, body: fail(500, 'boom') }));
    await call().catch(() => undefined);
    expect(onError).not.toHaveBeenCalled();
  });

  it('ordinary calls do toast', async () => {
    fake = installFakeTransport(() => ({ status: 500, body: fail(500, 'boom') }));
    await expect(api.coupons.capture(1)).rejects.toMatchObject({ message: 'boom' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('sends the order list with a cache-busting t and the unpaid check of the store API', async () => {
    fake = installFakeTransport(() => ({ body: ok({ list: [], total: 7, pageNum: 1, pageSize: 5 }) }));
    await expect(api.orders.unpaidCount()).resolves.toBe(7);
    expect(fake.last().params).toMatchObject({ status: 0, pageSize: 5, t: expect.any(Number) });
  });

  it('asks reviews with the store API defaults and the home index with its version header', async () => {
    fake = installFakeTransport(() => ({ body: ok({ list: [], total: 0 }) }));
    await api.products.reviews('P1', { imgOnly: 1 });
    expect(fake.last().params).toEqual({ pageSize: 30, pageNum: 1, orderBy: 0, imgOnly: 1 });
    await api.products.indexV2();
    expect(fake.last().headers[INDEX_VERSION_HEADER]).toBe(INDEX_VERSION);
  });
});
