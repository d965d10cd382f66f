// A second payment of a paid order, a payment left pending, and the payment state an order shows the
// result page: all through the sandbox provider's own calls and signed callbacks.
import { PAY_WINDOW_MS } from '../db/seed/orders';
import type { Order } from '../orders/orderQueries';
import { createPaymentReporter } from '../sandbox/paymentSandbox';
import { PAYMENT_ELEMENTS_SCRIPT } from '../sandbox/paymentScripts';
import { settlePendingPayments } from '../sandbox/pendingPayments';
import { bearer, envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import {
  completePayment,
  newShopper,
  openPayment,
  placeOrder,
  readOrder,
  type TestShopper,
} from '../testing/testShoppers';

const SECRET = 'payment-outcomes-test-secret';
const PENDING_SECONDS = 20;
const ZH = { 'accept-language': 'zh-TW' };

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore({ providers: { paymentCallbackSecret: SECRET } });
});
afterAll(() => store.close());

const settle = (now: Date) =>
  settlePendingPayments(
    store.db,
    {
      pendingSeconds: PENDING_SECONDS,
      report: createPaymentReporter(store.db, {
        callbackSecret: SECRET,
        deliver: (request) => store.app.inject(request),
      }),
    },
    now,
  );

async function unpaid(account: string, label: string): Promise<{ shopper: TestShopper; order: Order }> {
  const shopper = await newShopper(store.db, label);
  const order = await placeOrder(store.app, store.db, shopper, {
    productId: 4,
    delivery: [`Player ID:${account}`],
  });
  return { shopper, order };
}

describe('paying an order another tab already paid', () => {
  it('is refused with 409 "already paid" by the element, the hosted page and a new session', async () => {
    const { shopper, order } = await unpaid('5123498760', 'tabs');
    expect((await readOrder(store.app, shopper, order)).paymentStatus).toBeNull();
    const first = await openPayment(store.app, shopper, order);
    const second = await openPayment(store.app, shopper, order);
    expect((await readOrder(store.app, shopper, order)).paymentStatus).toBe('open');

    expect(envelopeOf(await completePayment(store.app, first, 'success')).data).toMatchObject({
      status: 'succeeded',
    });
    expect((await readOrder(store.app, shopper, order)).paymentStatus).toBe('succeeded');

    // The second tab's element: the store's 409 and its words, in the shopper's language.
    const element = await completePayment(store.app, second, 'success');
    expect(element.statusCode).toBe(409);
    expect(envelopeOf(element)).toEqual({ code: 409, message: 'This order is already paid.', data: null });
    expect(envelopeOf(await completePayment(store.app, second, 'success', ZH)).message).toBe(
      '此訂單已付款。',
    );

    // The hosted page: the failed page, saying why.
    const form = await store.app.inject({
      method: 'POST',
      url: `/sandbox/pay/checkout/${second}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(
      `/mobile/tips/payment-failed.html?orderSn=${order.orderSn}&oid=${String(order.id)}&reason=already-paid`,
    );

    const again = await store.app.inject({
      method: 'POST',
      url: '/payments/sessions',
      headers: { ...bearer(shopper.token), ...ZH },
      payload: { orderId: order.orderSn },
    });
    expect(envelopeOf(again)).toEqual({ code: 409, message: '此訂單已付款。', data: null });
    // Paid once: growth counted once.
    expect(
      (
        (await store.db.one('SELECT growth FROM members WHERE id = ?', shopper.memberId)) as {
          growth: number;
        }
      ).growth,
    ).toBe(Math.floor(order.amount));
  });

  it('says a cancelled order cannot be paid', async () => {
    const { shopper, order } = await unpaid('5123498760', 'cancelled');
    await store.app.inject({
      method: 'POST',
      url: `/homs/order/${order.orderSn}/cancle`,
      headers: bearer(shopper.token),
    });
    const refused = await store.app.inject({
      method: 'POST',
      url: '/payments/sessions',
      headers: bearer(shopper.token),
      payload: { orderId: order.orderSn },
    });
    expect(envelopeOf(refused)).toEqual({
      code: 400,
      message: 'This order was cancelled, so it cannot be paid.',
      data: null,
    });
  });
});

describe('a payment left pending', () => {
  it('settles as paid after the pending time', async () => {
    const { shopper, order } = await unpaid('5123498760', 'pending');
    const session = await openPayment(store.app, shopper, order);
    expect(envelopeOf(await completePayment(store.app, session, 'pending')).data).toMatchObject({
      status: 'pending',
    });
    const left = new Date();
    expect(await readOrder(store.app, shopper, order)).toMatchObject({ status: 0, paymentStatus: 'pending' });

    await settle(new Date(left.getTime() + (PENDING_SECONDS - 1) * 1000));
    expect((await readOrder(store.app, shopper, order)).paymentStatus).toBe('pending');
    expect(await settle(new Date(left.getTime() + (PENDING_SECONDS + 1) * 1000))).toBeGreaterThanOrEqual(1);
    expect(await readOrder(store.app, shopper, order)).toMatchObject({
      status: 1,
      paymentStatus: 'succeeded',
    });
  });

  it('settles as failed for an account whose delivery fails; the order can be paid again', async () => {
    const { shopper, order } = await unpaid('5999999999', 'declined');
    const session = await openPayment(store.app, shopper, order);
    await completePayment(store.app, session, 'pending');
    await settle(new Date(Date.now() + (PENDING_SECONDS + 1) * 1000));
    expect(await readOrder(store.app, shopper, order)).toMatchObject({ status: 0, paymentStatus: 'failed' });
    const retry = await openPayment(store.app, shopper, order);
    expect(retry).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stays pending for a slow account, and reads closed once the order cannot be paid any more', async () => {
    const { shopper, order } = await unpaid('12345678', 'slow');
    // The slow account is Mobile Legends' example; store-api takes an account as the shopper typed it.
    const session = await openPayment(store.app, shopper, order);
    await completePayment(store.app, session, 'pending');
    const windowEnd = new Date(Date.parse(order.createTime) + PAY_WINDOW_MS);
    await settle(new Date(windowEnd.getTime() - 1000));
    expect((await readOrder(store.app, shopper, order)).paymentStatus).toBe('pending');

    const cancelled = await unpaid('5123498760', 'closed');
    const closedSession = await openPayment(store.app, cancelled.shopper, cancelled.order);
    await completePayment(store.app, closedSession, 'pending');
    await store.app.inject({
      method: 'POST',
      url: `/homs/order/${cancelled.order.orderSn}/cancle`,
      headers: bearer(cancelled.shopper.token),
    });
    expect((await readOrder(store.app, cancelled.shopper, cancelled.order)).paymentStatus).toBe('closed');
    await settle(new Date(Date.now() + (PENDING_SECONDS + 1) * 1000));
    expect((await readOrder(store.app, cancelled.shopper, cancelled.order)).status).toBe(3);
  });
});

describe('the sandbox provider in Traditional Chinese', () => {
  it('labels its hosted page and its element in the shopper’s language', async () => {
    const { shopper, order } = await unpaid('5123498760', 'zh-pay');
    const session = await openPayment(store.app, shopper, order);
    const page = await store.app.inject({
      method: 'GET',
      url: `/sandbox/pay/checkout/${session}`,
      headers: ZH,
    });
    expect(page.body).toContain('>立即付款</button>');
    expect(page.body).toContain('>保持處理中</button>');
    const english = await store.app.inject({ method: 'GET', url: `/sandbox/pay/checkout/${session}` });
    expect(english.body).toContain('>Pay now</button>');
    // The element's labels follow the controller's locale.
    expect(PAYMENT_ELEMENTS_SCRIPT).toContain('"zh-TW":{"success":"立即付款"');
    expect(PAYMENT_ELEMENTS_SCRIPT).toContain("'Accept-Language': locale(options && options.locale)");
  });
});
