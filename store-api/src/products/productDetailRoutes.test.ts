import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import type { ProductDetail } from './productDetail';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method: 'GET', url, headers });

describe('product detail', () => {
  it('finds a product by id, sn or link name, with its SKUs in USD', async () => {
    const byId = envelopeOf<ProductDetail>(await get('/hpms/product/1')).data;
    expect(byId).toMatchObject({
      id: 1,
      sn: 'P1001',
      linkName: 'mobile-legends',
      name: 'Mobile Legends',
      inputFields: ['User ID', 'Zone ID'],
      afterPayFields: [],
      deliveryMinutes: 5,
    });
    expect(byId.skus[0]).toEqual({
      id: expect.any(Number),
      name: '86 Diamonds',
      price: 1.42,
      originalPrice: 1.59,
      currency: 'USD',
      pic: '/media/packs/tier-1.svg',
    });
    expect(envelopeOf<ProductDetail>(await get('/hpms/product/P1001')).data.id).toBe(1);
  });

  it('answers the invalid-parameter message for an id without digits, 404 for an unknown one', async () => {
    expect(envelopeOf(await get('/hpms/product/mobile-legends'))).toEqual({
      code: 400,
      message: 'Invalid parameter: a product id must contain at least one digit.',
      data: null,
    });
    expect(envelopeOf(await get('/hpms/product/9999'))).toEqual({
      code: 404,
      message: 'Product not found.',
      data: null,
    });
    expect((await get('/hpms/product/a%20b1')).statusCode).toBe(400);
  });

  it('v3 prices in the H-currency currency, falling back to USD', async () => {
    const twd = envelopeOf<ProductDetail>(
      await get('/hpms/product/v3/1', { 'h-currency': 'TWD', 'accept-language': 'zh-TW' }),
    ).data;
    expect(twd.name).toBe('決勝巔峰');
    expect(twd.skus[0]).toMatchObject({ price: 45.58, originalPrice: 51.04, currency: 'TWD' });
    const unknown = envelopeOf<ProductDetail>(await get('/hpms/product/v3/1', { 'h-currency': 'ZZZ' })).data;
    expect(unknown.skus[0]?.currency).toBe('USD');
  });

  it('v4 adds coupons on offer and the review summary', async () => {
    const token = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    const v4 = envelopeOf<
      ProductDetail & { coupons: { code: string; captured: boolean }[]; reviewSummary: { total: number } }
    >(await get('/hpms/product/v4/1', bearer(token))).data;
    expect(v4.coupons.map((coupon) => [coupon.code, coupon.captured])).toEqual([
      ['MLBB10', false],
      ['SAVE2', true],
      ['LASTONE', false],
    ]);
    expect(v4.reviewSummary.total).toBe(10);
  });
});

describe('product pages by sn', () => {
  it('answers SEO data, delivery information and after-payment fields', async () => {
    expect(envelopeOf(await get('/hpms/product/sn/P1002/seo')).data).toMatchObject({
      title: 'Genshin Impact Top Up - Fast & Secure',
      canonicalPath: '/top-up/genshin-impact',
      image: '/media/products/genshin-impact.svg',
    });
    expect(envelopeOf(await get('/hpms/product/sn/P1009/delivery')).data).toEqual({
      method: 'direct-top-up',
      deliveryMinutes: 30,
      inputFields: ['Bigo ID'],
      note: 'Usually delivered within 30 minutes after payment.',
    });
    expect(envelopeOf(await get('/hpms/product/sn/P1009/input/afterpay')).data).toEqual({
      fields: ['Region', 'Contact email'],
      labels: ['Region', 'Contact email'],
    });
    expect((await get('/hpms/product/sn/NOPE/seo')).statusCode).toBe(404);
    expect(envelopeOf(await get('/hpms/product/sn/a$b/delivery')).message).toBe('sn has an invalid format');
  });
});

describe('home page content', () => {
  it('lists banners, popups and menus in both languages', async () => {
    const banners = envelopeOf<{ title: string; needLogin: boolean }[]>(
      await get('/hpms/product/index/banner'),
    ).data;
    expect(banners).toHaveLength(3);
    expect(banners[1]).toMatchObject({ title: 'New here? Claim $5 off your first order', needLogin: true });
    const zhPopups = envelopeOf<{ title: string; coupon: unknown }[]>(
      await get('/hpms/product/index/popups', { 'accept-language': 'zh-TW' }),
    ).data;
    // The title quotes no money: the page names the coupon's value in the shopper's currency.
    expect(zhPopups[0]?.title).toBe('週末特賣');
    expect(zhPopups[0]?.coupon).toEqual({ kind: 'amount', value: 2, minSpend: 10 });
    const menus = envelopeOf<{ id: number; label: string; value: number }[]>(
      await get('/hpms/product/index/v2/menu'),
    ).data;
    expect(menus.map((menu) => menu.label)).toEqual(['Mobile games', 'RPG', 'Live streaming']);
  });

  it('lists a menu products, 404 for an unknown menu', async () => {
    const menu = envelopeOf<{ products: { linkName: string }[] }>(
      await get('/hpms/product/index/v2/menu/3'),
    ).data;
    expect(menu.products.map((product) => product.linkName)).toEqual(['poppo-live', 'douyin', 'bigo-live']);
    expect((await get('/hpms/product/index/v2/menu/99')).statusCode).toBe(404);
  });

  it('answers the recommend config, shorter for the blog', async () => {
    const all = envelopeOf<{ enabled: boolean; recommend: unknown[] }>(
      await get('/hpms/product/recommend/config'),
    ).data;
    expect(all.enabled).toBe(true);
    expect(all.recommend).toHaveLength(6);
    expect(
      envelopeOf<{ recommend: unknown[] }>(await get('/hpms/product/recommend/config?prefix=blog')).data
        .recommend,
    ).toHaveLength(4);
    expect(envelopeOf(await get('/hpms/product/recommend/config?prefix=shop')).message).toBe(
      'prefix must be one of: blog',
    );
  });
});
