// Payment state changes only through the provider's signed callback: HMAC-SHA256 over "<timestamp>.<body>"
// with the shared secret, a fresh timestamp, and an event id and signature never seen before.
import { createHmac, randomUUID } from 'node:crypto';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import type { Order } from '../orders/orderQueries';
import { createTestOrder } from '../testing/testOrders';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';

const SECRET = 'test-callback-secret-0123456789abcdef';
const SIGNATURE_HEADER = 'x-payment-signature';

let store: TestStore;
let token: string;
beforeAll(async () => {
  store = await openTestStore({ sandboxes: true, providers: { paymentCallbackSecret: SECRET } });
  token = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
});
afterAll(() => store.close());

/** A new unpaid order of the demo member; earlier test orders are cancelled so the unpaid limit never bites. */
async function newOrder(): Promise<Order> {
  await store.db.run('UPDATE orders SET status = 3 WHERE member_id = 1 AND status = 0');
  return createTestOrder(store.app, store.db, token);
}

async function openSession(order: Order, returnOrigin = 'http://localhost:3000'): Promise<string> {
  const response = await store.app.inject({
    method: 'POST',
    url: '/payments/sessions',
    headers: bearer(token),
    payload: { orderId: order.orderSn, method: 'card', returnOrigin },
  });
  const envelope = envelopeOf<{ sessionId: string }>(response);
  if (envelope.code !== 200) throw new Error(envelope.message);
  return envelope.data.sessionId;
}

interface CallbackEvent {
  eventId: string;
  sessionId: string;
  outcome: string;
  amount: number;
  currency: string;
}

const eventFor = (order: Order, sessionId: string, outcome: string): CallbackEvent => ({
  eventId: `evt_${randomUUID()}`,
  sessionId,
  outcome,
  amount: order.amount,
  currency: order.currency,
});

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The provider's signature header, computed here independently of store-api's own signer. */
function signature(body: string, timestamp = nowSeconds(), secret = SECRET): string {
  const mac = createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest('hex');
  return `t=${String(timestamp)},v1=${mac}`;
}

const deliver = (body: string, header: string | undefined) =>
  store.app.inject({
    method: 'POST',
    url: '/payments/callback',
    payload: body,
    headers: { 'content-type': 'application/json', ...(header ? { [SIGNATURE_HEADER]: header } : {}) },
  });

const statusOf = async (id: number): Promise<number> =>
  ((await store.db.one('SELECT status FROM orders WHERE id = ?', id)) as { status: number }).status;

const sessionStatus = async (id: string): Promise<string> =>
  envelopeOf<{ status: string }>(await store.app.inject({ url: `/sandbox/pay/sessions/${id}` })).data.status;

describe('POST /payments/callback', () => {
  it('marks the order paid on a signed success, and only once', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    const body = JSON.stringify(eventFor(order, sessionId, 'success'));
    const answer = await deliver(body, signature(body));
    expect(envelopeOf(answer)).toEqual({
      code: 200,
      message: 'success',
      data: { sessionId, status: 'succeeded', orderSn: order.orderSn },
    });
    expect(await statusOf(order.id)).toBe(1);
    const second = JSON.stringify(eventFor(order, sessionId, 'success'));
    expect(envelopeOf(await deliver(second, signature(second)))).toEqual({
      code: 409,
      message: 'This order is already paid.',
      data: null,
    });
  });

  it('refuses a callback whose signature is missing, malformed, made with another secret or for another body', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    const body = JSON.stringify(eventFor(order, sessionId, 'success'));
    const tampered = body.replace('"success"', '"pending"');
    for (const [payload, header] of [
      [body, undefined],
      [body, 'v1=abc'],
      [body, `t=${String(nowSeconds())},v1=not-hex`],
      [body, signature(body, nowSeconds(), 'another-secret-0123456789abcdefghij')],
      [tampered, signature(body)],
    ] as const) {
      const answer = envelopeOf(await deliver(payload, header));
      expect({ code: answer.code, message: answer.message }).toEqual({
        code: 401,
        message: 'The payment callback signature is not valid.',
      });
    }
    expect(await statusOf(order.id)).toBe(0);
    expect(await sessionStatus(sessionId)).toBe('open');
  });

  it('refuses a stale or future timestamp', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    for (const timestamp of [nowSeconds() - 10 * 60, nowSeconds() + 10 * 60]) {
      const body = JSON.stringify(eventFor(order, sessionId, 'success'));
      expect(envelopeOf(await deliver(body, signature(body, timestamp))).message).toBe(
        'The payment callback is too old or from the future.',
      );
    }
    expect(await statusOf(order.id)).toBe(0);
  });

  it('refuses a replayed callback: the same signature, or the same event id signed again', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    const event = eventFor(order, sessionId, 'pending');
    const body = JSON.stringify(event);
    const header = signature(body);
    expect(envelopeOf(await deliver(body, header)).code).toBe(200);
    expect(await sessionStatus(sessionId)).toBe('pending');
    expect(envelopeOf(await deliver(body, header))).toEqual({
      code: 409,
      message: 'This payment callback was already received.',
      data: null,
    });
    const sameEvent = JSON.stringify({ ...event, outcome: 'success' });
    expect(envelopeOf(await deliver(sameEvent, signature(sameEvent, nowSeconds() - 1))).message).toBe(
      'This payment callback was already received.',
    );
    expect(await statusOf(order.id)).toBe(0);
  });

  it('refuses an amount or currency that is not the order’s', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    for (const change of [{ amount: 0.01 }, { currency: 'EUR' }]) {
      const body = JSON.stringify({ ...eventFor(order, sessionId, 'success'), ...change });
      expect(envelopeOf(await deliver(body, signature(body)))).toEqual({
        code: 400,
        message: 'The payment callback does not match the order’s amount and currency.',
        data: null,
      });
    }
    expect(await statusOf(order.id)).toBe(0);
  });

  it('answers 404 for an unknown session and 400 for a body that is not an event', async () => {
    const order = await newOrder();
    const unknown = JSON.stringify(eventFor(order, 'f'.repeat(32), 'success'));
    expect(envelopeOf(await deliver(unknown, signature(unknown))).code).toBe(404);
    for (const body of ['not json', JSON.stringify({ eventId: 'e1' })]) {
      expect(envelopeOf(await deliver(body, signature(body))).code).toBe(400);
    }
  });
});

describe('payment sessions expire with their order', () => {
  it('closes the open and pending sessions of a cancelled order and refuses their callbacks', async () => {
    const order = await newOrder();
    const pending = await openSession(order);
    const open = await openSession(order);
    const held = JSON.stringify(eventFor(order, pending, 'pending'));
    expect(envelopeOf(await deliver(held, signature(held))).code).toBe(200);
    await store.app.inject({
      method: 'POST',
      url: `/homs/order/${order.orderSn}/cancle`,
      headers: bearer(token),
    });
    expect(await sessionStatus(pending)).toBe('closed');
    expect(await sessionStatus(open)).toBe('closed');
    for (const sessionId of [pending, open]) {
      const body = JSON.stringify(eventFor(order, sessionId, 'success'));
      expect(envelopeOf(await deliver(body, signature(body)))).toEqual({
        code: 409,
        message: 'This payment session is closed.',
        data: null,
      });
    }
    expect(await statusOf(order.id)).toBe(3);
  });

  it('closes a pending session once the pay window is over', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    const held = JSON.stringify(eventFor(order, sessionId, 'pending'));
    expect(envelopeOf(await deliver(held, signature(held))).code).toBe(200);
    await store.db.run(
      "UPDATE orders SET pay_expire_time = '2000-01-01T00:00:00.000Z' WHERE id = ?",
      order.id,
    );
    const body = JSON.stringify(eventFor(order, sessionId, 'success'));
    expect(envelopeOf(await deliver(body, signature(body))).message).toBe('This payment session is closed.');
    expect(await sessionStatus(sessionId)).toBe('closed');
    expect(await statusOf(order.id)).toBe(0);
  });
});

describe('an order’s pending payment', () => {
  const readOrder = async (order: Order) =>
    envelopeOf<{ status: number; paymentStatus: string | null }>(
      await store.app.inject({ url: `/homs/order/sn/${order.orderSn}`, headers: bearer(token) }),
    ).data;

  it('shows on the order while the provider has not settled it, in the list too', async () => {
    const order = await newOrder();
    expect(await readOrder(order)).toMatchObject({ status: 0, paymentStatus: null });
    const sessionId = await openSession(order);
    const pending = JSON.stringify(eventFor(order, sessionId, 'pending'));
    expect((await deliver(pending, signature(pending))).statusCode).toBe(200);
    expect(await readOrder(order)).toMatchObject({ status: 0, paymentStatus: 'pending' });
    const list = envelopeOf<{ list: { orderSn: string; paymentStatus: string | null }[] }>(
      await store.app.inject({ url: '/homs/order?status=0', headers: bearer(token) }),
    ).data.list;
    expect(list.find((listed) => listed.orderSn === order.orderSn)?.paymentStatus).toBe('pending');

    const paid = JSON.stringify(eventFor(order, sessionId, 'success'));
    expect((await deliver(paid, signature(paid))).statusCode).toBe(200);
    expect(await readOrder(order)).toMatchObject({ status: 1, paymentStatus: 'succeeded' });
  });

  it('no longer shows once the order is cancelled', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    const pending = JSON.stringify(eventFor(order, sessionId, 'pending'));
    await deliver(pending, signature(pending));
    await store.app.inject({ method: 'POST', url: `/homs/order/${order.id}/cancle`, headers: bearer(token) });
    expect(await readOrder(order)).toMatchObject({ status: 3, paymentStatus: 'closed' });
  });
});

describe('POST /payments/sessions', () => {
  it('takes a return origin only from the store’s configured origins', async () => {
    const order = await newOrder();
    for (const origin of [
      'https://evil.example',
      'http://localhost:3001',
      'http://localhost:3000.evil.example',
    ]) {
      const response = await store.app.inject({
        method: 'POST',
        url: '/payments/sessions',
        headers: bearer(token),
        payload: { orderId: order.orderSn, returnOrigin: origin },
      });
      expect(envelopeOf(response)).toEqual({
        code: 400,
        message: 'returnOrigin must be one of the store’s own origins.',
        data: null,
      });
    }
    expect(await openSession(order, 'http://127.0.0.1:3000')).toMatch(/^[0-9a-f]{32}$/);
    expect(await openSession(order, '')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('follows STORE_SHOP_ORIGINS when given', async () => {
    const shop = await openTestStore({ sandboxes: true, shopOrigins: ['https://shop.example'] });
    try {
      const demo = await loginAs(shop.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
      const order = await createTestOrder(shop.app, shop.db, demo);
      const start = (returnOrigin: string) =>
        shop.app.inject({
          method: 'POST',
          url: '/payments/sessions',
          headers: bearer(demo),
          payload: { orderId: order.orderSn, returnOrigin },
        });
      expect(envelopeOf(await start('https://shop.example')).code).toBe(200);
      expect(envelopeOf(await start('http://localhost:3000')).code).toBe(400);
    } finally {
      await shop.close();
    }
  });
});

describe('the sandbox provider', () => {
  it('settles through the same signed callback: its page posts the choice, the store gets a signed event', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    const page = await store.app.inject({ url: `/sandbox/pay/checkout/${sessionId}` });
    expect(page.body).toContain(`action="${sessionId}/complete"`);
    const done = await store.app.inject({
      method: 'POST',
      url: `/sandbox/pay/checkout/${sessionId}/complete`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `http://localhost:3000/mobile/tips/payment-success.html?orderSn=${order.orderSn}&oid=${String(order.id)}`,
    );
    expect(await statusOf(order.id)).toBe(1);
    expect(
      await store.db.one('SELECT COUNT(*) AS count FROM payment_callbacks WHERE session_id = ?', sessionId),
    ).toEqual({ count: 1 });
  });

  it('cannot be settled by a plain GET (a link preview must not pay)', async () => {
    const order = await newOrder();
    const sessionId = await openSession(order);
    const response = await store.app.inject({
      url: `/sandbox/pay/checkout/${sessionId}/complete?outcome=success`,
    });
    expect(response.statusCode).toBe(404);
    expect(await statusOf(order.id)).toBe(0);
  });
});

describe('without sandboxes and without a provider', () => {
  it('answers 503 for sessions and callbacks rather than trusting anyone', async () => {
    const production = await openTestStore({ sandboxes: false });
    try {
      const demo = await loginAs(production.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
      const session = await production.app.inject({
        method: 'POST',
        url: '/payments/sessions',
        headers: bearer(demo),
        payload: { orderId: 'TU202611200001' },
      });
      expect(envelopeOf(session)).toEqual({
        code: 503,
        message: 'Payments are not available right now. Please try again later.',
        data: null,
      });
      const body = JSON.stringify({
        eventId: 'e',
        sessionId: 'f'.repeat(32),
        outcome: 'success',
        amount: 1,
        currency: 'USD',
      });
      const callback = await production.app.inject({
        method: 'POST',
        url: '/payments/callback',
        payload: body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature(body) },
      });
      expect(envelopeOf(callback).code).toBe(503);
    } finally {
      await production.close();
    }
  });
});
