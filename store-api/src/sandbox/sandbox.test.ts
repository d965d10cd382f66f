import vm from 'node:vm';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { VERIFY_MEMBER } from '../db/seed/verificationOrders';
import type { Order } from '../orders/orderQueries';
import { createTestOrder } from '../testing/testOrders';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { UploadTicket } from '../uploads/uploadTickets';

let store: TestStore;
let demoToken: string;
let verifyToken: string;
beforeAll(async () => {
  store = await openTestStore();
  demoToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  verifyToken = await loginAs(store.app, VERIFY_MEMBER.email, VERIFY_MEMBER.password);
});
afterAll(() => store.close());

async function newOrder(): Promise<Order> {
  return createTestOrder(store.app, store.db, demoToken);
}

async function session(
  orderId: number | string,
  returnOrigin = 'http://localhost:3000',
  language?: string,
): Promise<string> {
  const response = await store.app.inject({
    method: 'POST',
    url: '/payments/sessions',
    headers: bearer(demoToken),
    payload: { orderId: String(orderId), method: 'card', returnOrigin, ...(language ? { language } : {}) },
  });
  const envelope = envelopeOf<{ sessionId: string; checkoutUrl: string }>(response);
  if (envelope.code !== 200) throw new Error(envelope.message);
  expect(envelope.data.checkoutUrl).toBe(`/sandbox/pay/checkout/${envelope.data.sessionId}`);
  return envelope.data.sessionId;
}

/** The hosted page's form (a 303 to the result page). */
const postForm = (id: string, outcome: string) =>
  store.app.inject({
    method: 'POST',
    url: `/sandbox/pay/checkout/${id}/complete`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The SDK element's buttons (JSON). */
const pressElement = (id: string, outcome: string) =>
  store.app.inject({ method: 'POST', url: `/sandbox/pay/checkout/${id}/complete`, payload: { outcome } });

const statusOf = async (id: number): Promise<number> =>
  ((await store.db.one('SELECT status FROM orders WHERE id = ?', id)) as { status: number }).status;

describe('payment sandbox', () => {
  it('shows a hosted page and marks the order paid on success, redirecting to the success page', async () => {
    const order = await newOrder();
    const id = await session(order.orderSn);
    const page = await store.app.inject({ url: `/sandbox/pay/checkout/${id}` });
    expect(page.body).toContain(order.orderSn);
    expect(page.body).toContain('name="outcome" value="success"');
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:3000 http://127.0.0.1:3000",
    );
    expect(envelopeOf(await store.app.inject({ url: `/sandbox/pay/sessions/${id}` })).data).toMatchObject({
      orderSn: order.orderSn,
      amount: order.amount,
      status: 'open',
      method: 'card',
    });
    const growth = ((await store.db.one('SELECT growth FROM members WHERE id = 1')) as { growth: number })
      .growth;
    const done = await postForm(id, 'success');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `http://localhost:3000/mobile/tips/payment-success.html?orderSn=${order.orderSn}&oid=${String(order.id)}`,
    );
    expect(await statusOf(order.id)).toBe(1);
    // Growth counts whole USD paid.
    expect(await store.db.one('SELECT growth FROM members WHERE id = 1')).toEqual({
      growth: growth + Math.floor(order.amount),
    });
    // The provider refuses nothing, but the store does: the page then shows the failed result, saying why.
    const again = await postForm(id, 'success');
    expect(again.headers.location).toContain('/mobile/tips/payment-failed.html');
    expect(again.headers.location).toMatch(/&reason=already-paid$/);
    expect(
      envelopeOf(
        await store.app.inject({
          method: 'POST',
          url: '/payments/sessions',
          headers: bearer(demoToken),
          payload: { orderId: String(order.id) },
        }),
      ),
    ).toEqual({ code: 409, message: 'This order is already paid.', data: null });
  });

  it('leaves the order unpaid when the payment fails, is cancelled or stays pending', async () => {
    const order = await newOrder();
    for (const [outcome, page, status] of [
      ['failed', 'payment-failed.html', 'failed'],
      ['cancel', 'payment-cancel.html', 'cancelled'],
    ] as const) {
      const id = await session(order.id, '');
      const response = await pressElement(id, outcome);
      expect(envelopeOf<{ status: string; redirectUrl: string }>(response).data).toEqual({
        status,
        redirectUrl: `/mobile/tips/${page}?orderSn=${order.orderSn}&oid=${String(order.id)}`,
      });
      expect(await statusOf(order.id)).toBe(0);
    }
    const pending = await session(order.id);
    const held = await postForm(pending, 'pending');
    expect(held.headers.location).toContain('/mobile/tips/payment-pending.html');
    expect(await statusOf(order.id)).toBe(0);
    // A pending payment may still complete later.
    expect(envelopeOf<{ status: string }>(await pressElement(pending, 'success')).data.status).toBe(
      'succeeded',
    );
    expect(await statusOf(order.id)).toBe(1);
  });

  it('sends a shopper back to the result pages of the language they paid in', async () => {
    const order = await newOrder();
    const query = `orderSn=${order.orderSn}&oid=${String(order.id)}`;
    const cancelled = await postForm(await session(order.id, 'http://localhost:3000', 'zh-TW'), 'cancel');
    expect(cancelled.headers.location).toBe(
      `http://localhost:3000/zh-TW/mobile/tips/payment-cancel.html?${query}`,
    );
    const english = await pressElement(await session(order.id, 'http://localhost:3000', 'en'), 'failed');
    expect(envelopeOf<{ redirectUrl: string }>(english).data.redirectUrl).toBe(
      `http://localhost:3000/mobile/tips/payment-failed.html?${query}`,
    );
    const relative = await pressElement(await session(order.id, '', 'zh-TW'), 'success');
    expect(envelopeOf<{ redirectUrl: string }>(relative).data.redirectUrl).toBe(
      `/zh-TW/mobile/tips/payment-success.html?${query}`,
    );
    const unknown = await store.app.inject({
      method: 'POST',
      url: '/payments/sessions',
      headers: bearer(demoToken),
      payload: { orderId: String(order.id), language: 'fr' },
    });
    expect(envelopeOf(unknown)).toMatchObject({ code: 400, message: 'language must be one of: en, zh-TW' });
  });

  it('takes a session for the further provider like any other method', async () => {
    const order = await newOrder();
    const response = await store.app.inject({
      method: 'POST',
      url: '/payments/sessions',
      headers: bearer(demoToken),
      payload: { orderId: String(order.id), method: 'provider', returnOrigin: 'http://localhost:3000' },
    });
    const { sessionId } = envelopeOf<{ sessionId: string }>(response).data;
    expect(
      envelopeOf(await store.app.inject({ url: `/sandbox/pay/sessions/${sessionId}` })).data,
    ).toMatchObject({
      method: 'provider',
      status: 'open',
    });
    // Frees the unpaid slot (store-api refuses a fourth unpaid order).
    await store.app.inject({
      method: 'POST',
      url: `/homs/order/${order.id}/cancle`,
      headers: bearer(demoToken),
    });
    expect(await statusOf(order.id)).toBe(3);
  });

  it('validates input and keeps other members orders out', async () => {
    const foreign = await store.app.inject({
      method: 'POST',
      url: '/payments/sessions',
      headers: bearer(demoToken),
      payload: { orderId: 'TU202611210005' },
    });
    expect(envelopeOf(foreign)).toEqual({ code: 404, message: 'Order not found.', data: null });
    const badOrigin = await store.app.inject({
      method: 'POST',
      url: '/payments/sessions',
      headers: bearer(demoToken),
      payload: { orderId: '1001', returnOrigin: 'javascript:alert(1)' },
    });
    expect(envelopeOf(badOrigin).message).toBe('returnOrigin must be one of the store’s own origins.');
    expect(envelopeOf(await store.app.inject({ url: `/sandbox/pay/checkout/${'0'.repeat(32)}` })).code).toBe(
      404,
    );
    expect(envelopeOf(await pressElement('0'.repeat(32), 'later')).message).toBe(
      'outcome must be one of: success, pending, failed, cancel',
    );
  });

  it('serves SDK scripts that follow the adapter contract', async () => {
    const controller = await store.app.inject({ url: '/sandbox/pay/sdk/controller.js' });
    const elements = await store.app.inject({ url: '/sandbox/pay/sdk/elements.js' });
    expect(controller.headers['content-type']).toMatch(/javascript/);
    const window: Record<
      string,
      { init?: (options: object) => Promise<void>; supportedTypes?: string[]; apiBase?: string }
    > = {};
    const context = vm.createContext({
      window,
      document: { currentScript: { src: 'http://api.test/sandbox/pay/sdk/controller.js' } },
      Promise,
    });
    vm.runInContext(controller.body, context);
    vm.runInContext(elements.body, context);
    expect(window.TopupPaymentController?.apiBase).toBe('http://api.test');
    await expect(
      window.TopupPaymentController?.init?.({
        env: 'demo',
        locale: 'en',
        origin: 'http://shop.test',
        version: '3.1.0',
      }),
    ).resolves.toBeUndefined();
    await expect(window.TopupPaymentController?.init?.({ env: 'mars', version: '3.1.0' })).rejects.toThrow(
      'Unknown payment environment',
    );
    expect(window.TopupPaymentElements?.supportedTypes).toEqual([
      'card',
      'dropIn',
      'applePayButton',
      'googlePayButton',
    ]);
  });
});

describe('payment SDK element', () => {
  /** The element script in a page of its own: a minimal DOM that records the buttons it is given. */
  async function mountedButtons(createOptions: object, initLocale?: string) {
    interface FakeNode {
      attributes: Record<string, string>;
      textContent: string;
      children: FakeNode[];
      setAttribute(name: string, value: string): void;
      addEventListener(): void;
      appendChild(child: FakeNode): void;
    }
    const node = (): FakeNode => ({
      attributes: {},
      textContent: '',
      children: [],
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
      addEventListener: () => undefined,
      appendChild(child) {
        this.children.push(child);
      },
    });
    const container = node();
    const window: {
      TopupPaymentController?: { initialized: unknown };
      TopupPaymentElements?: {
        createElement(type: string, options: object): { mount(target: FakeNode): void };
      };
    } = {};
    const script = (await store.app.inject({ url: '/sandbox/pay/sdk/elements.js' })).body;
    vm.runInContext(
      script,
      vm.createContext({
        window,
        setTimeout: () => undefined,
        document: {
          currentScript: { src: 'http://api.test/sandbox/pay/sdk/elements.js' },
          createElement: node,
        },
      }),
    );
    window.TopupPaymentController = { initialized: initLocale ? { locale: initLocale } : null };
    window.TopupPaymentElements?.createElement('card', { sessionId: 'x', ...createOptions }).mount(container);
    const root = container.children[0];
    return {
      label: root?.attributes['aria-label'],
      buttons: root?.children.map((button) => button.textContent),
    };
  }

  it('writes its buttons in the locale it is given, else the controller’s, else English', async () => {
    expect(await mountedButtons({ locale: 'zh-TW' })).toEqual({
      label: '沙盒付款',
      buttons: ['立即付款', '保持處理中', '讓付款失敗', '取消付款'],
    });
    expect(await mountedButtons({}, 'zh-TW')).toMatchObject({
      buttons: ['立即付款', '保持處理中', '讓付款失敗', '取消付款'],
    });
    expect(await mountedButtons({ locale: 'en' }, 'zh-TW')).toEqual({
      label: 'Sandbox payment',
      buttons: ['Pay now', 'Leave pending', 'Fail payment', 'Cancel'],
    });
    expect(await mountedButtons({})).toMatchObject({
      buttons: ['Pay now', 'Leave pending', 'Fail payment', 'Cancel'],
    });
  });
});

describe('identity widget sandbox', () => {
  it('resolves the applicant of a live token and refuses others', async () => {
    const token = envelopeOf<string>(
      await store.app.inject({
        url: '/homs/order/TU202611210007/sumsub/token',
        headers: bearer(verifyToken),
      }),
    ).data;
    const applicant = await store.app.inject({ url: `/sandbox/identity/applicant?token=${token}` });
    expect(envelopeOf(applicant).data).toEqual({ applicantId: 'order-1007', orderSn: 'TU202611210007' });
    expect(envelopeOf(await store.app.inject({ url: '/sandbox/identity/applicant?token=sbx_nope' }))).toEqual(
      { code: 400, message: 'invalid-token', data: null },
    );
    await store.db.run("UPDATE widget_tokens SET expires_at = '2000-01-01T00:00:00.000Z'");
    expect(
      envelopeOf(await store.app.inject({ url: `/sandbox/identity/applicant?token=${token}` })).message,
    ).toBe('invalid-token');
  });

  it('serves a widget script defining TopupIdentityWidget', async () => {
    const script = await store.app.inject({ url: '/sandbox/identity/widget.js' });
    const window: {
      TopupIdentityWidget?: {
        init(options: object): {
          launch: unknown;
          updateAccessToken: unknown;
          sendMessage: unknown;
          destroy: unknown;
        };
      };
    } = {};
    vm.runInContext(
      script.body,
      vm.createContext({
        window,
        document: { currentScript: { src: 'http://api.test/sandbox/identity/widget.js' } },
      }),
    );
    const instance = window.TopupIdentityWidget?.init({ accessToken: 'x', onEvent: () => undefined });
    expect(Object.keys(instance ?? {}).sort()).toEqual([
      'destroy',
      'launch',
      'sendMessage',
      'updateAccessToken',
    ]);
    expect(() => window.TopupIdentityWidget?.init({})).toThrow('accessToken must be a string');
  });
});

describe('storage sandbox', () => {
  it('stores a picture at its upload URL and serves it back', async () => {
    const ticket = envelopeOf<UploadTicket>(
      await store.app.inject({ url: '/homs/order/TU202611210006/preview/sts', headers: bearer(verifyToken) }),
    ).data;
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const put = await store.app.inject({
      method: 'PUT',
      url: ticket.uploadUrl,
      payload: bytes,
      headers: { 'content-type': 'image/png' },
    });
    expect(envelopeOf(put).data).toEqual({ key: ticket.key, url: ticket.url, size: 4 });
    const get = await store.app.inject({ url: ticket.url });
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.rawPayload).toEqual(bytes);
    const html = await store.app.inject({
      method: 'PUT',
      url: ticket.uploadUrl,
      payload: '<script>',
      headers: { 'content-type': 'text/html' },
    });
    expect(envelopeOf(html).message).toBe('Only PNG, JPEG, WebP or GIF pictures can be uploaded.');
    expect(
      (
        await store.app.inject({
          method: 'PUT',
          url: '/sandbox/storage/../../etc',
          payload: bytes,
          headers: { 'content-type': 'image/png' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /sandbox/outbox', () => {
  it('lists the latest messages, newest first', async () => {
    await store.app.inject({
      method: 'POST',
      url: '/sso/email/register/authcode',
      payload: { email: 'first@topup.test' },
    });
    await store.app.inject({
      method: 'POST',
      url: '/sso/email/register/authcode',
      payload: { email: 'second@topup.test' },
    });
    const outbox = envelopeOf<{ recipient: string; channel: string; body: string }[]>(
      await store.app.inject({ url: '/sandbox/outbox' }),
    ).data;
    expect(outbox.map((message) => message.recipient).slice(0, 2)).toEqual([
      'second@topup.test',
      'first@topup.test',
    ]);
    expect(outbox[0]?.body).toMatch(/Your verification code is \d{6}\./);
  });
});
