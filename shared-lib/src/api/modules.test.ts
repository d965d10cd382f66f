// Each typed call of spec 7 goes to its path with its method, payload placement and toast rule.
import { setRuntimeConfig } from '../platform/runtimeConfig';
import { configureApiClient } from './client';
import { coupons, utmTransport } from './coupons';
import { fail, installFakeAdapter, ok } from './fakeAdapter';
import { games } from './games';
import { IDEMPOTENCY_KEY_HEADER, orders } from './orders';
import { INDEX_VERSION, INDEX_VERSION_HEADER, products } from './products';
import { site } from './site';
import { sso } from './sso';

type Call = [string, () => Promise<unknown>, string, string];

const calls: Call[] = [
  ['coupons.capture', () => coupons.capture(5), 'POST', '/hums/coupon/5/capture'],
  ['coupons.forProduct', () => coupons.forProduct(5), 'GET', '/hums/coupon/pid/5'],
  ['coupons.redeem', () => coupons.redeem({ code: 'A' }), 'POST', '/hums/coupon/capture/redemption'],
  ['coupons.newUser', () => coupons.newUser(1), 'GET', '/public/newuser/coupon/1'],
  [
    'coupons.availableForProduct',
    () => coupons.availableForProduct(2),
    'GET',
    '/hums/coupon/product/available/2',
  ],
  ['coupons.memberAvailable', () => coupons.memberAvailable(), 'GET', '/hums/coupon/member/available'],
  ['coupons.memberExpired', () => coupons.memberExpired(), 'GET', '/hums/coupon/member/expired'],
  ['coupons.memberUsed', () => coupons.memberUsed(), 'GET', '/hums/coupon/member/used'],
  ['coupons.vipDiscount', () => coupons.vipDiscount(), 'GET', '/hums/vip/discount'],
  ['coupons.utmTracker', () => coupons.utmTracker({ utm_source: 'x' }), 'POST', '/hums/utm/tracker'],
  ['orders.list', () => orders.list(), 'GET', '/homs/order'],
  ['orders.totals', () => orders.totals(), 'GET', '/homs/order/total'],
  ['orders.bySn', () => orders.bySn('S1'), 'GET', '/homs/order/sn/S1'],
  ['orders.remove', () => orders.remove(9), 'DELETE', '/homs/order/9'],
  [
    'orders.create',
    () => orders.create({ productId: 1, skuId: 2, quantity: 1, delivery: [] }, 'attempt-key-1'),
    'POST',
    '/homs/order/v2',
  ],
  ['orders.cancel', () => orders.cancel(9), 'POST', '/homs/order/9/cancle'],
  ['orders.urge', () => orders.urge(9), 'POST', '/homs/order/9/urge'],
  ['orders.search', () => orders.search({ keyword: 'k' }), 'GET', '/homs/order/search'],
  ['orders.previewUploadTicket', () => orders.previewUploadTicket(9), 'GET', '/homs/order/9/preview/sts'],
  [
    'orders.commentUploadTickets',
    () => orders.commentUploadTickets(9, []),
    'POST',
    '/homs/order/9/comment/sts',
  ],
  [
    'orders.submitRealname',
    () => orders.submitRealname(9, { realName: 'A', idCard: '11010519491231002X', images: [] }),
    'POST',
    '/homs/order/9/preview/realname',
  ],
  [
    'orders.submitSpotcheck',
    () => orders.submitSpotcheck(9, { images: [] }),
    'POST',
    '/homs/order/9/preview/spotcheck',
  ],
  ['orders.deliveryReason', () => orders.deliveryReason(9), 'GET', '/homs/order/9/delivery/reason'],
  ['orders.submitDelivery', () => orders.submitDelivery(9, { fields: [] }), 'POST', '/homs/order/9/delivery'],
  ['orders.comment', () => orders.comment(9), 'GET', '/homs/order/9/comment'],
  [
    'orders.submitComment',
    () => orders.submitComment(9, { rating: 5, content: 'c', images: [] }),
    'POST',
    '/homs/order/9/comment',
  ],
  ['orders.withPreview', () => orders.withPreview(), 'GET', '/homs/order/preview'],
  ['orders.deliveryUnfilled', () => orders.deliveryUnfilled(), 'GET', '/homs/order/delivery/unfilled'],
  ['orders.widgetToken', () => orders.widgetToken('S1'), 'GET', '/homs/order/S1/sumsub/token'],
  [
    'orders.submitWidgetPreview',
    () => orders.submitWidgetPreview('S1', { reviewStatus: 'completed', reviewAnswer: 'GREEN' }),
    'POST',
    '/homs/order/S1/preview',
  ],
  ['products.reviews', () => products.reviews('P1'), 'GET', '/hpms/product/sn/P1/comment'],
  [
    'products.reviewSummary',
    () => products.reviewSummary('P1'),
    'GET',
    '/hpms/product/sn/P1/comment/summary',
  ],
  ['products.likeReview', () => products.likeReview(3), 'GET', '/hpms/product/comment/like/3'],
  ['products.banners', () => products.banners(), 'GET', '/hpms/product/index/banner'],
  ['products.byId', () => products.byId(1), 'GET', '/hpms/product/1'],
  ['products.byIdV3', () => products.byIdV3(1), 'GET', '/hpms/product/v3/1'],
  ['products.byIdV4', () => products.byIdV4(1), 'GET', '/hpms/product/v4/1'],
  ['products.seo', () => products.seo('P1'), 'GET', '/hpms/product/sn/P1/seo'],
  ['products.popups', () => products.popups(), 'GET', '/hpms/product/index/popups'],
  [
    'products.recommendConfig',
    () => products.recommendConfig({ prefix: 'blog' }),
    'GET',
    '/hpms/product/recommend/config',
  ],
  ['products.menu', () => products.menu(), 'GET', '/hpms/product/index/v2/menu'],
  ['products.menuItem', () => products.menuItem(4), 'GET', '/hpms/product/index/v2/menu/4'],
  ['products.indexV2', () => products.indexV2(), 'GET', '/hpms/product/index/v2'],
  ['products.deliveryFields', () => products.deliveryFields('P1'), 'GET', '/hpms/product/sn/P1/delivery'],
  [
    'products.afterPayFields',
    () => products.afterPayFields('P1'),
    'GET',
    '/hpms/product/sn/P1/input/afterpay',
  ],
  ['sso.userInfo', () => sso.userInfo(), 'GET', '/sso/info/ex/refresh'],
  [
    'sso.registerPhone',
    () => sso.registerPhone({ prefix: '+1', phone: '1', authCode: '1', password: 'p' }),
    'POST',
    '/sso/register/phone',
  ],
  [
    'sso.emailRegister',
    () => sso.emailRegister({ email: 'e', password: 'p', authCode: '1' }),
    'POST',
    '/sso/email/register',
  ],
  [
    'sso.emailRegisterAuthCode',
    () => sso.emailRegisterAuthCode({ email: 'e' }),
    'POST',
    '/sso/email/register/authcode',
  ],
  [
    'sso.passwordReset',
    () => sso.passwordReset({ prefix: '+1', phone: '5550100', authCode: '1', password: 'p' }),
    'POST',
    '/sso/password/reset',
  ],
  [
    'sso.passwordUpdate',
    () => sso.passwordUpdate({ oldPassword: 'o', newPassword: 'p' }),
    'POST',
    '/sso/password/update',
  ],
  [
    'sso.bindPhone',
    () => sso.bindPhone({ prefix: '+1', phone: '1', authCode: '1' }),
    'POST',
    '/sso/bind/phone',
  ],
  ['sso.emailBindAuthCode', () => sso.emailBindAuthCode({ email: 'e' }), 'POST', '/sso/email/bind/authcode'],
  ['sso.emailBind', () => sso.emailBind({ email: 'e', authCode: '1' }), 'POST', '/sso/email/bind/v2'],
  [
    'sso.emailResetPasswordAuthCode',
    () => sso.emailResetPasswordAuthCode({ email: 'e' }),
    'POST',
    '/sso/email/resetpassword/authcode',
  ],
  [
    'sso.emailResetPassword',
    () => sso.emailResetPassword({ email: 'e', authCode: '1', password: 'p' }),
    'POST',
    '/sso/email/resetpassword',
  ],
  [
    'sso.phoneLogin',
    () => sso.phoneLogin({ prefix: '+1', phone: '1', authCode: '1' }),
    'POST',
    '/sso/login/phone/ex',
  ],
  ['sso.emailLogin', () => sso.emailLogin({ email: 'e', password: 'p' }), 'POST', '/sso/email/login'],
  [
    'sso.phoneLoginAuthCode',
    () => sso.phoneLoginAuthCode({ prefix: '+1', phone: '1' }),
    'POST',
    '/sso/login/v2/phone/authcode',
  ],
  ['sso.oauth2Code', () => sso.oauth2Code('c'), 'POST', '/sso/oauth2/code'],
  ['sso.logout', () => sso.logout(), 'DELETE', '/hums/app/logout'],
  ['sso.phonePrefixes', () => sso.phonePrefixes(), 'GET', '/sso/register/phone/prefix'],
  ['games.poppo', () => games.poppo('a'), 'GET', '/supplier/api/poppo/userinfo'],
  ['games.mlbb', () => games.mlbb('a', 's'), 'GET', '/supplier/api/mlbb/userinfo'],
  [
    'games.genshinImpact',
    () => games.genshinImpact('a', 's'),
    'GET',
    '/supplier/api/genshin-impact/userinfo',
  ],
  [
    'games.zenlessZoneZero',
    () => games.zenlessZoneZero('a', 's'),
    'GET',
    '/supplier/api/zenless-zone-zero/userinfo',
  ],
  ['games.pubg', () => games.pubg('a'), 'GET', '/supplier/api/pubg/userinfo'],
  ['games.honkai', () => games.honkai('a', 's'), 'GET', '/supplier/api/honkai/userinfo'],
  ['games.freefire', () => games.freefire('a'), 'GET', '/supplier/api/freefire/userinfo'],
  ['games.douyin', () => games.douyin('a'), 'GET', '/supplier/api/douyin/userinfo'],
  ['site.feedback', () => site.feedback({ type: 'bug', content: 'c' }), 'POST', '/hums/feedback'],
  ['site.partner', () => site.partner({ name: 'n', email: 'e', message: 'm' }), 'POST', '/public/partner'],
  ['site.currencies', () => site.currencies(), 'GET', '/hms/currency/v2'],
  ['site.buildMeta', () => site.buildMeta('b1'), 'GET', '/builds/meta/b1.json'],
  ['site.logs', () => site.logs([]), 'POST', '/api/logs'],
  ['site.articles', () => site.articles(), 'GET', '/public/blog/article'],
  ['site.article', () => site.article('a'), 'GET', '/public/blog/article/a'],
];

/** Calls spec 7 marks "no toast" (and form calls that show their own failure). */
const silent = new Set([
  'coupons.redeem',
  'coupons.utmTracker',
  'orders.create',
  'games.poppo',
  'site.currencies',
  'site.buildMeta',
  'site.logs',
]);

describe('spec 7 calls', () => {
  let fake: ReturnType<typeof installFakeAdapter>;
  const onError = jest.fn();

  beforeEach(() => {
    setRuntimeConfig({ apiBase: '', apiPrefix: '/api', mediaBase: '', remotes: {} });
    configureApiClient({ onError, onUnauthorized: jest.fn(), onNotSupported: jest.fn() });
    onError.mockReset();
  });
  afterEach(() => fake.restore());

  it.each(calls)('%s: %s %s', async (_name, call, method, path) => {
    fake = installFakeAdapter(() => ({ body: ok({ list: [], total: 0 }) }));
    await call();
    expect(fake.last()).toMatchObject({ method, url: path });
  });

  it.each(calls.filter(([name]) => silent.has(name) || (name.startsWith('sso.') && name !== 'sso.userInfo')))(
    '%s does not toast its failure',
    async (_name, call) => {
      fake = installFakeAdapter(() => ({ status: 500, body: fail(500, 'boom') }));
      await call().catch(() => undefined);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('ordinary calls do toast', async () => {
    fake = installFakeAdapter(() => ({ status: 500, body: fail(500, 'boom') }));
    await expect(coupons.capture(1)).rejects.toMatchObject({ message: 'boom' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('sends the order list with a cache-busting t and the unpaid / paid checks of spec 7', async () => {
    fake = installFakeAdapter(() => ({ body: ok({ list: [], total: 7, pageNum: 1, pageSize: 5 }) }));
    await expect(orders.unpaidCount()).resolves.toBe(7);
    // Query values as the address carries them (the list's first read is built the same way).
    expect(fake.last().params).toMatchObject({
      status: '0',
      pageSize: '5',
      t: expect.stringMatching(/^\d+$/),
    });
    await expect(orders.hasPaid()).resolves.toBe(true);
    expect(fake.last().params).toMatchObject({ status: '1', pageNum: '1', pageSize: '1' });
  });

  it('creates an order with the payload plus a date, naming the purchase attempt', async () => {
    fake = installFakeAdapter(() => ({ body: ok({ id: 1, orderSn: 'S' }) }));
    await orders.create({ productId: 1, skuId: 2, quantity: 1, delivery: ['User ID:1'] }, 'attempt-key-2');
    expect(fake.last().data).toMatchObject({
      productId: 1,
      delivery: ['User ID:1'],
      date: expect.any(String),
    });
    expect(fake.last().headers[IDEMPOTENCY_KEY_HEADER]).toBe('attempt-key-2');
  });

  it('asks review upload slots with an array of file names as body', async () => {
    fake = installFakeAdapter(() => ({ body: ok([]) }));
    await orders.commentUploadTickets(9, ['a.jpg', 'b.jpg']);
    expect(fake.last().data).toEqual(['a.jpg', 'b.jpg']);
  });

  it('asks reviews with the spec defaults and the home index with its version header', async () => {
    fake = installFakeAdapter(() => ({ body: ok({ list: [], total: 0 }) }));
    await products.reviews('P1', { imgOnly: 1 });
    expect(fake.last().params).toEqual({ pageSize: 30, pageNum: 1, orderBy: 0, imgOnly: 1 });
    await products.indexV2();
    expect(fake.last().headers[INDEX_VERSION_HEADER]).toBe(INDEX_VERSION);
  });

  it('posts the oauth2 code as text/plain', async () => {
    fake = installFakeAdapter(() => ({ body: ok({ token: 't', tokenHead: 'Bearer ' }) }));
    await sso.oauth2Code('code-1');
    expect(fake.last()).toMatchObject({ data: 'code-1', headers: { 'Content-Type': 'text/plain' } });
  });

  it('answers the UTM tracker by code, failures included, for platform trackUtm', async () => {
    fake = installFakeAdapter(() => ({ status: 401, body: fail(401, '', 'uuid-9') }));
    await expect(utmTransport('/hums/utm/tracker', { utm_source: 'a' })).resolves.toEqual({
      code: 401,
      data: 'uuid-9',
    });
    fake.restore();
    fake = installFakeAdapter(() => ({ body: ok('x') }));
    await expect(coupons.utmTracker({})).resolves.toEqual({ code: 200, data: 'x' });
  });

  it('reads the build manifest with a timestamp, not as an envelope', async () => {
    const meta = { buildId: 'b2', requested: 'b2', latest: true };
    fake = installFakeAdapter(() => ({ body: meta }));
    await expect(site.buildMeta('b2')).resolves.toEqual(meta);
    expect(fake.last()).toMatchObject({ url: '/builds/meta/b2.json', params: { t: expect.any(Number) } });
  });
});
