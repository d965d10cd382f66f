// A coupon spent on an unpaid order is held by it: the shopper can see which order holds it, and gets it
// back when the order is cancelled or its pay window closes.
import path from 'node:path';
import { buildApp } from '../app';
import { captureCoupon, type MemberCoupon } from '../coupons/couponQueries';
import { openDatabase } from '../db/database';
import { PAY_WINDOW_MS } from '../db/seed/orders';
import {
  bearer,
  envelopeOf,
  makeTempDir,
  openTestStore,
  removeTempDir,
  type TestStore,
} from '../testing/testStore';
import { newShopper, placeOrder, type TestShopper } from '../testing/testShoppers';
import type { Order } from './orderQueries';
import { releaseExpiredOrderCoupons } from './unpaidExpiry';

/** Free Fire's 2180 Diamonds ($18.99): enough for SAVE2 ($2 off from $10). */
const bigFreeFire = async (store: TestStore, memberCouponId: number) => ({
  productId: 6,
  skuId: (
    (await store.db.one("SELECT id FROM denominations WHERE product_id = 6 AND name = '2180 Diamonds'")) as {
      id: number;
    }
  ).id,
  delivery: ['Player ID:2233445566'],
  memberCouponId,
});

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const coupons = async (
  shopper: TestShopper,
  list: 'available' | 'held' | 'used',
): Promise<MemberCoupon[]> => {
  const data = envelopeOf<MemberCoupon[] | { list: MemberCoupon[] }>(
    await store.app.inject({
      method: 'GET',
      url: `/hums/coupon/member/${list}`,
      headers: bearer(shopper.token),
    }),
  ).data;
  return Array.isArray(data) ? data : data.list;
};

async function orderWithSave2(): Promise<{ shopper: TestShopper; order: Order; save2: number }> {
  const shopper = await newShopper(store.db, 'holder');
  const save2 = await captureCoupon(store.db, shopper.memberId, 2);
  const order = await placeOrder(store.app, store.db, shopper, await bigFreeFire(store, save2));
  return { shopper, order, save2 };
}

describe('a coupon held by an unpaid order', () => {
  it('is listed as held, with the order that holds it, and not as available', async () => {
    const { shopper, order, save2 } = await orderWithSave2();
    expect(await coupons(shopper, 'available')).toEqual([]);
    const held = await coupons(shopper, 'held');
    expect(held).toEqual([
      expect.objectContaining({
        id: save2,
        code: 'SAVE2',
        status: 'used',
        orderId: order.id,
        heldBy: { orderId: order.id, orderSn: order.orderSn, payExpireTime: order.payExpireTime },
      }),
    ]);
    expect(await coupons(shopper, 'used')).toEqual([
      expect.objectContaining({ id: save2, heldBy: held[0]?.heldBy }),
    ]);
    // Another member sees none of it.
    expect(await coupons(await newShopper(store.db, 'stranger'), 'held')).toEqual([]);
  });

  it('is given back when the order is cancelled', async () => {
    const { shopper, order, save2 } = await orderWithSave2();
    const cancelled = await store.app.inject({
      method: 'POST',
      url: `/homs/order/${order.orderSn}/cancle`,
      headers: bearer(shopper.token),
    });
    expect(envelopeOf<Order>(cancelled).data.status).toBe(3);
    expect((await coupons(shopper, 'available')).map((coupon) => [coupon.id, coupon.heldBy])).toEqual([
      [save2, null],
    ]);
    expect(await coupons(shopper, 'held')).toEqual([]);
  });

  it('is given back when the pay window closes, and stays with the next order if the first is cancelled later', async () => {
    const { shopper, order, save2 } = await orderWithSave2();
    const closes = new Date(Date.parse(order.createTime) + PAY_WINDOW_MS);
    // (Orders of the tests before close earlier; only this shopper's coupon is looked at.)
    await releaseExpiredOrderCoupons(store.db, new Date(closes.getTime() - 1));
    expect((await coupons(shopper, 'held')).map((coupon) => coupon.id)).toEqual([save2]);

    expect(await releaseExpiredOrderCoupons(store.db, closes)).toBeGreaterThanOrEqual(1);
    expect((await coupons(shopper, 'available')).map((coupon) => coupon.id)).toEqual([save2]);
    expect(await coupons(shopper, 'held')).toEqual([]);
    // Nothing is left to release: the next round takes no write.
    expect(await releaseExpiredOrderCoupons(store.db, closes)).toBe(0);

    // The coupon goes on a new order; cancelling the expired one must not take it from there.
    const next = await placeOrder(store.app, store.db, shopper, await bigFreeFire(store, save2));
    await store.app.inject({
      method: 'POST',
      url: `/homs/order/${order.orderSn}/cancle`,
      headers: bearer(shopper.token),
    });
    expect((await coupons(shopper, 'held')).map((coupon) => coupon.heldBy?.orderSn)).toEqual([next.orderSn]);
  });
});

describe('the running store', () => {
  it('gives back the coupons of expired unpaid orders as soon as it is ready', async () => {
    const dir = makeTempDir();
    const db = await openDatabase(path.join(dir, 'store.db'));
    try {
      // The seeded demo order TU202611200001's pay window closed on 2026-11-20: it now holds SAVE2.
      await db.run(
        'UPDATE member_coupons SET use_time = ?, order_id = 1001 WHERE member_id = 1 AND coupon_id = 2',
        '2026-11-20T09:15:00.000Z',
      );
      const app = buildApp(db, { sandboxes: true });
      await app.ready();
      expect(
        await db.one('SELECT use_time, order_id FROM member_coupons WHERE member_id = 1 AND coupon_id = 2'),
      ).toEqual({
        use_time: null,
        order_id: null,
      });
      await app.close();
    } finally {
      await db.close();
      removeTempDir(dir);
    }
  });
});
