// The sandbox publisher moving paid orders through their states, driven by a clock the test holds:
// no assertion waits on the wall clock.
import path from 'node:path';
import { buildApp } from '../app';
import { captureCoupon } from '../coupons/couponQueries';
import { openDatabase } from '../db/database';
import { listStatusHistory } from '../orders/orderHistory';
import type { Order, OrderPage } from '../orders/orderQueries';
import {
  bearer,
  envelopeOf,
  makeTempDir,
  openTestStore,
  removeTempDir,
  type TestStore,
} from '../testing/testStore';
import {
  newShopper,
  payOrder,
  placeOrder,
  readOrder,
  type OrderRequest,
  type TestShopper,
} from '../testing/testShoppers';
import type { UploadTicket } from '../uploads/uploadTickets';
import { advanceDeliveries } from './deliveryQueue';
import { PUBLISHER_FAILURE_REASON, sandboxPublisher } from './sandboxPublisher';

const DELIVERY_SECONDS = 30;
const publisher = sandboxPublisher(DELIVERY_SECONDS);
const seconds = (from: Date, count: number): Date => new Date(from.getTime() + count * 1000);

const FREE_FIRE = (account: string): OrderRequest => ({ productId: 6, delivery: [`Player ID:${account}`] });
const MLBB = (account: string, zone: string): OrderRequest => ({
  productId: 1,
  delivery: [`User ID:${account}`, `Zone ID:${zone}`],
});
/** Bigo Live asks for the region and a contact email after payment; it has no account lookup. */
const BIGO: OrderRequest = { productId: 9, delivery: ['Bigo ID:77001234'] };

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

async function paidOrder(
  request: OrderRequest,
  label = 'buyer',
): Promise<{ shopper: TestShopper; order: Order }> {
  const shopper = await newShopper(store.db, label);
  const order = await placeOrder(store.app, store.db, shopper, request);
  await payOrder(store.app, shopper, order);
  return { shopper, order };
}

const queued = async (orderId: number) =>
  (await store.db.one('SELECT due_time AS dueTime FROM deliveries WHERE order_id = ?', orderId)) as
    { dueTime: string | null } | undefined;

describe('the sandbox publisher', () => {
  it('delivers a ready order once its delay has passed, and only once', async () => {
    const { shopper, order } = await paidOrder(FREE_FIRE('2233445566'));
    const start = new Date();
    expect((await advanceDeliveries(store.db, publisher, start)).scheduled).toBeGreaterThanOrEqual(1);
    expect((await queued(order.id))?.dueTime).toBe(seconds(start, DELIVERY_SECONDS).toISOString());

    await advanceDeliveries(store.db, publisher, seconds(start, DELIVERY_SECONDS - 1));
    expect((await readOrder(store.app, shopper, order)).status).toBe(1);

    const round = await advanceDeliveries(store.db, publisher, seconds(start, DELIVERY_SECONDS));
    expect(round.delivered).toBeGreaterThanOrEqual(1);
    expect((await readOrder(store.app, shopper, order)).status).toBe(2);
    expect(
      (await listStatusHistory(store.db, order.id)).map((change) => [change.status, change.note]),
    ).toEqual([
      [0, 'Order created'],
      [1, 'Paid'],
      [2, 'Delivered'],
    ]);
    expect(await queued(order.id)).toBeUndefined();
    await advanceDeliveries(store.db, publisher, seconds(start, 10 * DELIVERY_SECONDS));
    expect(await listStatusHistory(store.db, order.id)).toHaveLength(3);
  });

  it('refunds an order it cannot deliver: status 4, its coupon and growth given back', async () => {
    const shopper = await newShopper(store.db, 'refund');
    const save2 = await captureCoupon(store.db, shopper.memberId, 2);
    const bigPack = (
      (await store.db.one(
        "SELECT id FROM denominations WHERE product_id = 6 AND name = '2180 Diamonds'",
      )) as {
        id: number;
      }
    ).id;
    const order = await placeOrder(store.app, store.db, shopper, {
      ...FREE_FIRE('3344556677'),
      skuId: bigPack,
      memberCouponId: save2,
    });
    expect(order.couponDiscount).toBe(2);
    await payOrder(store.app, shopper, order);
    const growth = async () =>
      (
        (await store.db.one('SELECT growth FROM members WHERE id = ?', shopper.memberId)) as {
          growth: number;
        }
      ).growth;
    expect(await growth()).toBe(Math.floor(order.amount));

    const start = new Date();
    await advanceDeliveries(store.db, publisher, start);
    expect((await advanceDeliveries(store.db, publisher, seconds(start, DELIVERY_SECONDS))).refunded).toBe(1);

    const refunded = await readOrder(store.app, shopper, order);
    expect(refunded.status).toBe(4);
    expect(await growth()).toBe(0);
    const available = envelopeOf<{ id: number; status: string }[]>(
      await store.app.inject({
        method: 'GET',
        url: '/hums/coupon/member/available',
        headers: bearer(shopper.token),
      }),
    ).data;
    expect(available.map((coupon) => coupon.id)).toEqual([save2]);
    expect((await listStatusHistory(store.db, order.id)).slice(-2)).toEqual([
      expect.objectContaining({ status: 1, note: PUBLISHER_FAILURE_REASON }),
      expect.objectContaining({ status: 4, note: 'Refunded' }),
    ]);
    const totals = envelopeOf<{ refunded: number }>(
      await store.app.inject({ method: 'GET', url: '/homs/order/total', headers: bearer(shopper.token) }),
    ).data;
    expect(totals.refunded).toBe(1);
    // A refunded order's life is over: it may be deleted from the lists.
    const deleted = await store.app.inject({
      method: 'DELETE',
      url: `/homs/order/${order.orderSn}`,
      headers: bearer(shopper.token),
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('asks for identity checks first, then delivers once they pass', async () => {
    const { shopper, order } = await paidOrder(MLBB('11112222', '3001'), 'checked');
    const start = new Date();
    await advanceDeliveries(store.db, publisher, start);
    expect((await advanceDeliveries(store.db, publisher, seconds(start, DELIVERY_SECONDS))).checksAsked).toBe(
      1,
    );

    const waiting = await readOrder(store.app, shopper, order);
    expect(waiting.status).toBe(1);
    expect(waiting.preview).toMatchObject({ spotcheckRequired: 'selfie', spotcheckStatus: -1 });
    const preview = envelopeOf<OrderPage>(
      await store.app.inject({ method: 'GET', url: '/homs/order/preview', headers: bearer(shopper.token) }),
    ).data;
    expect(preview.list.map((listed) => listed.orderSn)).toEqual([order.orderSn]);
    // Nothing happens while the shopper has not done the check.
    expect(await advanceDeliveries(store.db, publisher, seconds(start, 100 * DELIVERY_SECONDS))).toEqual({
      scheduled: 0,
      delivered: 0,
      refunded: 0,
      checksAsked: 0,
    });

    const ticket = envelopeOf<UploadTicket>(
      await store.app.inject({
        method: 'GET',
        url: `/homs/order/${order.orderSn}/preview/sts`,
        headers: bearer(shopper.token),
      }),
    ).data;
    await store.app.inject({
      method: 'PUT',
      url: ticket.uploadUrl,
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      headers: { 'content-type': 'image/png' },
    });
    const checked = await store.app.inject({
      method: 'POST',
      url: `/homs/order/${order.orderSn}/preview/spotcheck`,
      headers: bearer(shopper.token),
      payload: { images: [ticket.url] },
    });
    expect(envelopeOf<Order>(checked).data.preview.spotcheckStatus).toBe(2);

    const passed = new Date();
    expect((await advanceDeliveries(store.db, publisher, passed)).scheduled).toBeGreaterThanOrEqual(1);
    const round = await advanceDeliveries(store.db, publisher, seconds(passed, DELIVERY_SECONDS));
    expect(round.checksAsked).toBe(0);
    expect((await readOrder(store.app, shopper, order)).status).toBe(2);
  });

  it('waits for the after-payment details first, then delivers', async () => {
    const { shopper, order } = await paidOrder(BIGO, 'afterpay');
    const paid = await readOrder(store.app, shopper, order);
    expect(paid.inputStatus).toBe(1);
    const unfilled = envelopeOf<OrderPage>(
      await store.app.inject({
        method: 'GET',
        url: '/homs/order/delivery/unfilled',
        headers: bearer(shopper.token),
      }),
    ).data;
    expect(unfilled.list.map((listed) => listed.orderSn)).toEqual([order.orderSn]);
    const start = new Date();
    await advanceDeliveries(store.db, publisher, start);
    await advanceDeliveries(store.db, publisher, seconds(start, 100 * DELIVERY_SECONDS));
    expect(await queued(order.id)).toEqual({ dueTime: null });
    expect((await readOrder(store.app, shopper, order)).status).toBe(1);

    const sent = await store.app.inject({
      method: 'POST',
      url: `/homs/order/${order.orderSn}/delivery`,
      headers: bearer(shopper.token),
      payload: { fields: ['Region:Taiwan', 'Contact email:fan@topup.test'] },
    });
    expect(envelopeOf<Order>(sent).data.inputStatus).toBe(2);
    const filled = new Date();
    await advanceDeliveries(store.db, publisher, filled);
    await advanceDeliveries(store.db, publisher, seconds(filled, DELIVERY_SECONDS));
    expect((await readOrder(store.app, shopper, order)).status).toBe(2);
  });

  it('takes the whole promised time for a slow account, and never longer than the promise', async () => {
    const slow = await paidOrder(MLBB('12345678', '2001'), 'slow');
    const start = new Date();
    await advanceDeliveries(store.db, publisher, start);
    // Mobile Legends promises 5 minutes.
    expect((await queued(slow.order.id))?.dueTime).toBe(seconds(start, 5 * 60).toISOString());
    await advanceDeliveries(store.db, publisher, seconds(start, 5 * 60 - 1));
    expect((await readOrder(store.app, slow.shopper, slow.order)).status).toBe(1);
    await advanceDeliveries(store.db, publisher, seconds(start, 5 * 60));
    expect((await readOrder(store.app, slow.shopper, slow.order)).status).toBe(2);

    const patient = sandboxPublisher(24 * 60 * 60);
    const quick = await paidOrder(FREE_FIRE('2233445566'), 'patient');
    await advanceDeliveries(store.db, patient, start);
    expect((await queued(quick.order.id))?.dueTime).toBe(seconds(start, 5 * 60).toISOString());
  });

  it('leaves orders delivered by hand, and never delivers twice from two processes', async () => {
    const byHand = await paidOrder(FREE_FIRE('1234567890'), 'hand');
    await store.db.run('UPDATE orders SET status = 2 WHERE id = ?', byHand.order.id);
    await advanceDeliveries(store.db, publisher, new Date());
    expect(await queued(byHand.order.id)).toBeUndefined();

    const twice = await paidOrder(FREE_FIRE('2233445566'), 'twice');
    const other = await store.connectAgain();
    try {
      const start = new Date();
      await advanceDeliveries(store.db, publisher, start);
      const due = seconds(start, DELIVERY_SECONDS);
      // Both at once, as two processes' rounds may run.
      const [first, second] = await Promise.all([
        advanceDeliveries(store.db, publisher, due),
        advanceDeliveries(other, publisher, due),
      ]);
      expect(first.delivered + second.delivered).toBe(1);
      expect(
        (await listStatusHistory(store.db, twice.order.id)).filter((change) => change.status === 2),
      ).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('after a restart', () => {
  it('delivers at the due time kept in the database', async () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'store.db');
    try {
      let db = await openDatabase(file);
      let app = buildApp(db, { sandboxes: true, backgroundSteps: false });
      const shopper = await newShopper(db, 'restart');
      const order = await placeOrder(app, db, shopper, FREE_FIRE('2233445566'));
      await payOrder(app, shopper, order);
      const start = new Date();
      await advanceDeliveries(db, publisher, start);
      await app.close();
      await db.close();

      db = await openDatabase(file);
      app = buildApp(db, { sandboxes: true, backgroundSteps: false });
      expect((await advanceDeliveries(db, publisher, seconds(start, DELIVERY_SECONDS - 1))).delivered).toBe(
        0,
      );
      expect((await advanceDeliveries(db, publisher, seconds(start, DELIVERY_SECONDS))).delivered).toBe(1);
      expect((await readOrder(app, shopper, order)).status).toBe(2);
      await app.close();
      await db.close();
    } finally {
      removeTempDir(dir);
    }
  });
});
