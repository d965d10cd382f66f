import fc from 'fast-check';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { seedCurrencies } from '../db/seed/siteData';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { Order } from './orderQueries';
import { MAX_ORDER_QUANTITY } from './orderRules';

interface Quote {
  currency: string;
  quantity: number;
  originalAmount: number;
  vipDiscountPercent: number;
  vipDiscount: number;
  couponDiscount: number;
  amount: number;
}

let store: TestStore;
let demoToken: string;
beforeAll(async () => {
  store = await openTestStore();
  demoToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  // The demo member holds SAVE2; MLBB10 is claimed as a shopper would, on the product's page.
  const mlbb10 = (await store.db.one("SELECT id FROM coupons WHERE code = 'MLBB10'")) as { id: number };
  expect((await post(`/hums/coupon/${String(mlbb10.id)}/capture`, {}, demoToken)).statusCode).toBe(200);
});
afterAll(() => store.close());

const post = (url: string, payload: object, token: string | null, headers: Record<string, string> = {}) =>
  store.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload,
  });
const quote = (payload: object, token: string | null = demoToken, headers: Record<string, string> = {}) =>
  post('/homs/order/quote', payload, token, headers);

const skuId = async (productId: number, name: string): Promise<number> =>
  (
    (await store.db.one(
      'SELECT id FROM denominations WHERE product_id = ? AND name = ?',
      productId,
      name,
    )) as { id: number }
  ).id;
const skuIds = async (productId: number): Promise<number[]> =>
  (
    (await store.db.all('SELECT id FROM denominations WHERE product_id = ? ORDER BY id', productId)) as {
      id: number;
    }[]
  ).map((row) => row.id);
/** The demo member's held coupon with this code. */
const heldCoupon = async (code: string): Promise<number> =>
  (
    (await store.db.one(
      'SELECT mc.id FROM member_coupons mc JOIN coupons c ON c.id = mc.coupon_id WHERE c.code = ? AND mc.member_id = 1 AND mc.use_time IS NULL',
      code,
    )) as { id: number }
  ).id;
const DELIVERY = ['User ID:12345678', 'Zone ID:2001'];

describe('POST /homs/order/quote', () => {
  it('quotes the case the purchase page and the order once disagreed on: 706 Diamonds, MLBB10, TWD', async () => {
    const payload = {
      productId: 1,
      skuId: await skuId(1, '706 Diamonds'),
      quantity: 1,
      memberCouponId: await heldCoupon('MLBB10'),
      currency: 'TWD',
    };
    const quoted = envelopeOf<Quote>(await quote(payload)).data;
    // 1149 cents - 2% VIP (23) - 10% of 1126 (113) = 1013 cents; at 32.1: 368.83, 7.38, 36.27, 325.17.
    expect(quoted).toEqual({
      currency: 'TWD',
      quantity: 1,
      originalAmount: 368.83,
      vipDiscountPercent: 2,
      vipDiscount: 7.38,
      couponDiscount: 36.27,
      amount: 325.17,
    });
  });

  it('answers a guest without VIP, in the H-currency header when the body names none', async () => {
    const response = await quote({ productId: 1, skuId: await skuId(1, '706 Diamonds'), quantity: 2 }, null, {
      'h-currency': 'HKD',
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf<Quote>(response).data).toMatchObject({
      currency: 'HKD',
      vipDiscountPercent: 0,
      vipDiscount: 0,
      couponDiscount: 0,
      originalAmount: 179.24,
      amount: 179.24,
    });
  });

  it('asks a guest who names a coupon to log in', async () => {
    const response = await quote(
      { productId: 1, skuId: await skuId(1, '706 Diamonds'), quantity: 1, memberCouponId: 1 },
      null,
    );
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an unknown product', { productId: 9999, skuId: 1, quantity: 1 }, 404, 'Product not found.'],
    [
      "another product's pack",
      { productId: 2, skuId: 1, quantity: 1 },
      404,
      'This top-up option does not exist for the product.',
    ],
    [
      'an unknown currency',
      { productId: 1, skuId: 1, quantity: 1, currency: 'XYZ' },
      400,
      'Currency XYZ is not supported.',
    ],
    ['too many', { productId: 1, skuId: 1, quantity: MAX_ORDER_QUANTITY + 1 }, 400, null],
    [
      'an unknown coupon',
      { productId: 1, skuId: 1, quantity: 1, memberCouponId: 99999 },
      404,
      'Coupon not found.',
    ],
  ])('refuses %s with the order call’s 4xx and message', async (_case, payload, status, message) => {
    const quoted = await quote(payload);
    const ordered = await post('/homs/order/v2', { ...payload, delivery: DELIVERY }, demoToken);
    expect(quoted.statusCode).toBe(status);
    expect(ordered.statusCode).toBe(status);
    expect(envelopeOf(quoted).message).toBe(envelopeOf(ordered).message);
    if (message) expect(envelopeOf(quoted).message).toBe(message);
  });

  it('says in Chinese, in the shopper’s currency, why a coupon does not apply, as the order call does', async () => {
    // SAVE2 needs $10; one 86 Diamonds pack is less.
    const payload = {
      productId: 1,
      skuId: await skuId(1, '86 Diamonds'),
      quantity: 1,
      memberCouponId: await heldCoupon('SAVE2'),
    };
    const headers = { 'accept-language': 'zh-TW', 'h-currency': 'TWD' };
    const quoted = await quote(payload, demoToken, headers);
    expect(quoted.statusCode).toBe(400);
    // In the shopper's currency (32.1 NT$ a dollar), not the coupon's USD.
    expect(envelopeOf(quoted).message).toBe('此優惠券需訂單滿 NT$321.00 才能使用。');
    const ordered = await post('/homs/order/v2', { ...payload, delivery: DELIVERY }, demoToken, headers);
    expect(envelopeOf(ordered).message).toBe(envelopeOf(quoted).message);
  });

  it('quotes exactly what the created order charges, for every currency, quantity and coupon', async () => {
    const coupons = await Promise.all(['MLBB10', 'SAVE2'].map(heldCoupon));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...seedCurrencies.map((currency) => currency.code)),
        fc.integer({ min: 1, max: MAX_ORDER_QUANTITY }),
        fc.constantFrom(...(await skuIds(1))),
        fc.option(fc.constantFrom(...coupons), { nil: undefined }),
        async (currency, quantity, sku, memberCouponId) => {
          const payload = { productId: 1, skuId: sku, quantity, currency, memberCouponId };
          const quoted = await quote(payload);
          const ordered = await post('/homs/order/v2', { ...payload, delivery: DELIVERY }, demoToken);
          expect(ordered.statusCode).toBe(quoted.statusCode);
          if (quoted.statusCode !== 200) {
            expect(envelopeOf(ordered).message).toBe(envelopeOf(quoted).message);
            return;
          }
          const order = envelopeOf<Order>(ordered).data;
          const { vipDiscountPercent: _percent, ...figures } = envelopeOf<Quote>(quoted).data;
          expect(figures).toEqual({
            currency: order.currency,
            quantity: order.quantity,
            originalAmount: order.originalAmount,
            vipDiscount: order.vipDiscount,
            couponDiscount: order.couponDiscount,
            amount: order.amount,
          });
          // Cancelled, the order gives its coupon back and stays out of the unpaid-order limit.
          expect((await post(`/homs/order/${String(order.id)}/cancle`, {}, demoToken)).statusCode).toBe(200);
        },
      ),
      { numRuns: 40 },
    );
  });
});
