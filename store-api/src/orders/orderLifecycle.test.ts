import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { otherMember } from '../db/seed/members';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { Order, OrderPage } from './orderQueries';
import { UNPAID_ORDER_THRESHOLD } from './orderRules';
import { markOrderPaid } from './orderTransitions';

let store: TestStore;
let demoToken: string;
let otherToken: string;
beforeAll(async () => {
  store = await openTestStore();
  demoToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  otherToken = await loginAs(store.app, otherMember.email, otherMember.password);
});
afterAll(() => store.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null = demoToken,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  store.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const skuId = async (productId: number, name: string): Promise<number> =>
  (
    (await store.db.one(
      'SELECT id FROM denominations WHERE product_id = ? AND name = ?',
      productId,
      name,
    )) as { id: number }
  ).id;

const mlbbOrder = async (extra: Record<string, unknown> = {}) => ({
  productId: 1,
  skuId: await skuId(1, '706 Diamonds'),
  quantity: 1,
  delivery: ['User ID:12345678', 'Zone ID:2001'],
  ...extra,
});

describe('POST /homs/order/v2', () => {
  it('prices on the server from the SKU, VIP level and coupon, ignoring any client price', async () => {
    const save2 = (
      (await store.db.one(
        "SELECT mc.id FROM member_coupons mc JOIN coupons c ON c.id = mc.coupon_id WHERE c.code = 'SAVE2' AND mc.member_id = 1",
      )) as { id: number }
    ).id;
    const response = await call(
      'POST',
      '/homs/order/v2',
      demoToken,
      await mlbbOrder({ memberCouponId: save2, price: 0.01, amount: 0.01, date: Date.now() }),
    );
    expect(response.statusCode).toBe(200);
    const order = envelopeOf<Order>(response).data;
    // 11.49 - 2% VIP (0.23) - $2 coupon = 9.26.
    expect(order).toMatchObject({
      status: 0,
      originalAmount: 11.49,
      vipDiscount: 0.23,
      couponDiscount: 2,
      amount: 9.26,
      currency: 'USD',
    });
    expect(order.orderSn).toMatch(/^TU\d{12}$/);
    expect(order.delivery).toBe('["User ID:12345678","Zone ID:2001"]');
    // The coupon is now used by this order...
    const used = envelopeOf<{ list: { code: string; orderId: number }[] }>(
      await call('GET', '/hums/coupon/member/used'),
    );
    expect(used.data.list.find((coupon) => coupon.code === 'SAVE2')?.orderId).toBe(order.id);
    // ...and comes back when the order is cancelled.
    expect((await call('POST', `/homs/order/${order.orderSn}/cancle`)).statusCode).toBe(200);
    const available = envelopeOf<{ code: string }[]>(await call('GET', '/hums/coupon/member/available'));
    expect(available.data.map((coupon) => coupon.code)).toContain('SAVE2');
  });

  it('converts into the requested currency (body or H-currency header)', async () => {
    const response = await call('POST', '/homs/order/v2', demoToken, await mlbbOrder(), {
      'h-currency': 'TWD',
    });
    // 1149 cents - 23 VIP = 1126 USD cents; x 32.1 = 36144.6 -> NT$361.45.
    expect(envelopeOf<Order>(response).data).toMatchObject({
      currency: 'TWD',
      originalAmount: 368.83,
      amount: 361.45,
    });
    await call('POST', `/homs/order/${envelopeOf<Order>(response).data.id}/cancle`);
    const unsupported = await call('POST', '/homs/order/v2', demoToken, await mlbbOrder({ currency: 'XXX' }));
    expect(envelopeOf(unsupported)).toMatchObject({ code: 400, message: 'Currency XXX is not supported.' });
  });

  it('refuses a coupon below its minimum spend, another member coupon and a coupon for another product', async () => {
    const save2 = (
      (await store.db.one(
        "SELECT mc.id FROM member_coupons mc JOIN coupons c ON c.id = mc.coupon_id WHERE c.code = 'SAVE2' AND mc.member_id = 1",
      )) as { id: number }
    ).id;
    const cheap = await call(
      'POST',
      '/homs/order/v2',
      demoToken,
      await mlbbOrder({ skuId: await skuId(1, '86 Diamonds'), memberCouponId: save2 }),
    );
    expect(envelopeOf(cheap)).toMatchObject({
      code: 400,
      message: 'This coupon needs an order of at least US$10.00.',
    });
    // The minimum in the order's currency, converted as its prices are (SAVE2 needs US$10, 32.1 NT$ a dollar).
    const cheapInTwd = await call(
      'POST',
      '/homs/order/v2',
      demoToken,
      await mlbbOrder({ skuId: await skuId(1, '86 Diamonds'), memberCouponId: save2, currency: 'TWD' }),
    );
    expect(envelopeOf(cheapInTwd)).toMatchObject({
      code: 400,
      message: 'This coupon needs an order of at least NT$321.00.',
    });
    const stolen = await call('POST', '/homs/order/v2', otherToken, {
      ...(await mlbbOrder()),
      delivery: ['User ID:1', 'Zone ID:2'],
      memberCouponId: save2,
    });
    expect(envelopeOf(stolen)).toMatchObject({ code: 404, message: 'Coupon not found.' });
    const genshin = envelopeOf<{ id: number }>(await call('POST', '/hums/coupon/4/capture')).data.id;
    const wrongProduct = await call(
      'POST',
      '/homs/order/v2',
      demoToken,
      await mlbbOrder({ memberCouponId: genshin }),
    );
    expect(envelopeOf(wrongProduct).message).toBe('This coupon cannot be used on this product.');
  });

  it('validates the product, SKU, quantity and delivery fields', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [await mlbbOrder({ quantity: 0 }), 400, 'quantity must be at least 1'],
      [await mlbbOrder({ quantity: 11 }), 400, 'quantity must be at most 10'],
      [
        await mlbbOrder({ skuId: await skuId(2, '60 Genesis Crystals') }),
        404,
        'This top-up option does not exist for the product.',
      ],
      [await mlbbOrder({ productId: 999 }), 404, 'Product not found.'],
      [await mlbbOrder({ delivery: ['User ID:12345678'] }), 400, 'delivery must give a value for: Zone ID'],
      [
        await mlbbOrder({ delivery: ['User ID 12345678', 'Zone ID:1'] }),
        400,
        'delivery entry "User ID 12345678" must look like "label:value"',
      ],
      [
        await mlbbOrder({ delivery: ['User ID:1', 'Zone ID:2', 'Pet:3'] }),
        400,
        'delivery names unknown fields: Pet',
      ],
      [await mlbbOrder({ productId: '1' }), 400, 'productId must be a whole number'],
      [{ productId: 1, quantity: 1, delivery: [] }, 400, 'skuId is required'],
    ];
    for (const [payload, code, message] of cases) {
      expect(envelopeOf(await call('POST', '/homs/order/v2', demoToken, payload))).toEqual({
        code,
        message,
        data: null,
      });
    }
    expect((await call('POST', '/homs/order/v2', null, await mlbbOrder())).statusCode).toBe(401);
  });

  it('accepts a full-width colon in delivery entries', async () => {
    const response = await call(
      'POST',
      '/homs/order/v2',
      demoToken,
      await mlbbOrder({ delivery: ['User ID：777', 'Zone ID：888'] }),
    );
    expect(envelopeOf<Order>(response).data.delivery).toBe('["User ID:777","Zone ID:888"]');
    await call('POST', `/homs/order/${envelopeOf<Order>(response).data.id}/cancle`);
  });
});

describe('order status transitions', () => {
  it('cancels only unpaid orders', async () => {
    const created = envelopeOf<Order>(
      await call('POST', '/homs/order/v2', demoToken, await mlbbOrder()),
    ).data;
    const cancelled = await call('POST', `/homs/order/${created.id}/cancle`);
    expect(envelopeOf<Order>(cancelled).data.status).toBe(3);
    const again = await call('POST', `/homs/order/${created.id}/cancle`);
    expect(envelopeOf(again)).toEqual({
      code: 400,
      message: 'Only unpaid orders can be cancelled.',
      data: null,
    });
    expect(envelopeOf(await call('POST', '/homs/order/TU202611190002/cancle')).message).toBe(
      'Only unpaid orders can be cancelled.',
    );
  });

  it('urges only paid, undelivered orders, and not twice in a row', async () => {
    const urged = await call('POST', '/homs/order/TU202611190002/urge');
    expect(urged.statusCode).toBe(200);
    expect(envelopeOf<Order>(urged).data.urgeTime).not.toBeNull();
    expect(envelopeOf(await call('POST', '/homs/order/TU202611190002/urge')).message).toBe(
      'You already urged this order. Our team will get back to you within 30 minutes.',
    );
    for (const sn of ['TU202611200001', 'TU202611150003', 'TU202611100004']) {
      expect(envelopeOf(await call('POST', `/homs/order/${sn}/urge`)).message).toBe(
        'Only paid orders that are not delivered yet can be urged.',
      );
    }
  });

  it('deletes only finished, cancelled or refunded orders, which then disappear', async () => {
    for (const sn of ['TU202611200001', 'TU202611190002']) {
      expect(envelopeOf(await call('DELETE', `/homs/order/${sn}`)).message).toBe(
        'Only finished, cancelled or refunded orders can be deleted.',
      );
    }
    expect(envelopeOf(await call('DELETE', '/homs/order/TU202611100004'))).toEqual({
      code: 200,
      message: 'success',
      data: null,
    });
    expect((await call('GET', '/homs/order/sn/TU202611100004')).statusCode).toBe(404);
    expect((await call('DELETE', '/homs/order/TU202611100004')).statusCode).toBe(404);
  });

  it('marks an order paid only while unpaid and within its pay window', async () => {
    const created = (await store.db.one(
      'SELECT id FROM orders WHERE member_id = 1 AND status = 3 ORDER BY id DESC LIMIT 1',
    )) as { id: number };
    await expect(markOrderPaid(store.db, created.id)).rejects.toThrow(
      'This order was cancelled, so it cannot be paid.',
    );
    await expect(markOrderPaid(store.db, 1002)).rejects.toThrow('This order is already paid.');
    // The seeded unpaid order's window closed on 2026-11-20.
    await expect(markOrderPaid(store.db, 1001, new Date('2026-11-21T00:00:00Z'))).rejects.toThrow(
      'The time to pay for this order has run out.',
    );
  });

  it('records the status history', async () => {
    const history = envelopeOf<{ status: number; note: string }[]>(
      await call('GET', '/homs/order/TU202611190002/history'),
    );
    expect(history.data.map((change) => change.status)).toEqual([0, 1]);
  });
});

describe('ownership', () => {
  it('answers "not found" for every action on another member order', async () => {
    const foreign = 'TU202611210005';
    const attempts = [
      call('POST', `/homs/order/${foreign}/cancle`),
      call('POST', `/homs/order/${foreign}/urge`),
      call('DELETE', `/homs/order/${foreign}`),
      call('GET', `/homs/order/1005/history`),
      call('GET', `/homs/order/${foreign}/comment`),
      call('GET', `/homs/order/${foreign}/delivery/reason`),
      call('GET', `/homs/order/${foreign}/preview/sts`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(envelopeOf(response)).toEqual({ code: 404, message: 'Order not found.', data: null });
    }
    // The other member can still urge it: nothing was changed by the attempts.
    expect((await call('POST', `/homs/order/${foreign}/urge`, otherToken)).statusCode).toBe(200);
  });
});

describe('counts, search and the unpaid threshold', () => {
  it('counts orders by status', async () => {
    const total = envelopeOf<Record<string, number | boolean>>(await call('GET', '/homs/order/total'));
    expect(total.data).toMatchObject({ unpaid: 1, paid: 1, finished: 1, overUnpaidThreshold: false });
    expect((await call('GET', '/homs/order/total', null)).statusCode).toBe(401);
  });

  it('searches the member own orders by sn or product name, in both languages', async () => {
    const byName = envelopeOf<OrderPage>(await call('GET', '/homs/order/search?keyword=genshin'));
    expect(byName.data.list.map((order) => order.orderSn)).toEqual(['TU202611190002']);
    const byZh = envelopeOf<OrderPage>(
      await call('GET', `/homs/order/search?keyword=${encodeURIComponent('絕地')}`),
    );
    expect(byZh.data.list.map((order) => order.orderSn)).toEqual(['TU202611150003']);
    expect(
      envelopeOf<OrderPage>(await call('GET', '/homs/order/search?keyword=TU202611210005')).data.total,
    ).toBe(0);
    expect(envelopeOf<OrderPage>(await call('GET', '/homs/order/search?keyword=%25')).data.total).toBe(0);
    expect(envelopeOf(await call('GET', '/homs/order/search')).message).toBe('keyword is required');
  });

  it(`refuses a new order once the member holds more than ${String(UNPAID_ORDER_THRESHOLD)} unpaid ones`, async () => {
    const created: number[] = [];
    for (let index = 0; index < UNPAID_ORDER_THRESHOLD; index += 1) {
      const response = await call('POST', '/homs/order/v2', demoToken, await mlbbOrder());
      expect(response.statusCode).toBe(200);
      created.push(envelopeOf<Order>(response).data.id);
    }
    const total = envelopeOf<{ unpaid: number; overUnpaidThreshold: boolean }>(
      await call('GET', '/homs/order/total'),
    );
    expect(total.data).toEqual(expect.objectContaining({ unpaid: 4, overUnpaidThreshold: true }));
    const refused = await call('POST', '/homs/order/v2', demoToken, await mlbbOrder());
    expect(envelopeOf(refused).message).toBe(
      'You have more than 3 unpaid orders. Pay or cancel one before ordering again.',
    );
    for (const id of created) await call('POST', `/homs/order/${String(id)}/cancle`);
  });
});
