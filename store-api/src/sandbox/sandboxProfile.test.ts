// The two profiles: with sandboxes on (the demo, the tests) every sandbox route answers; with sandboxes
// off (production) every one of them answers 404, as if it had never existed.
import { listRegisteredRoutes } from '../app';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { VERIFY_MEMBER } from '../db/seed/verificationOrders';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import {
  SANDBOX_ROUTES,
  placeholderFixture,
  sandboxRequest,
  type SandboxFixture,
} from '../testing/sandboxRouteList';
import { createTestOrder } from '../testing/testOrders';
import type { UploadTicket } from '../uploads/uploadTickets';

let on: TestStore;
let off: TestStore;
let fixture: SandboxFixture;
let orderSn: string;

beforeAll(async () => {
  on = await openTestStore({ sandboxes: true });
  off = await openTestStore({ sandboxes: false });
  const demo = await loginAs(on.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  const verify = await loginAs(on.app, VERIFY_MEMBER.email, VERIFY_MEMBER.password);
  const order = await createTestOrder(on.app, on.db, demo);
  const payment = envelopeOf<{ sessionId: string }>(
    await on.app.inject({
      method: 'POST',
      url: '/payments/sessions',
      headers: bearer(demo),
      payload: { orderId: order.orderSn, method: 'card', returnOrigin: 'http://localhost:3000' },
    }),
  ).data;
  orderSn = order.orderSn;
  const widgetToken = envelopeOf<string>(
    await on.app.inject({ url: '/homs/order/TU202611210007/sumsub/token', headers: bearer(verify) }),
  ).data;
  const ticket = envelopeOf<UploadTicket>(
    await on.app.inject({ url: '/homs/order/TU202611210006/preview/sts', headers: bearer(verify) }),
  ).data;
  fixture = { sessionId: payment.sessionId, widgetToken, uploadUrl: ticket.uploadUrl, fileUrl: ticket.url };
});
afterAll(async () => {
  await on.close();
  await off.close();
});

const sandboxRoutesOf = (store: TestStore): string[] =>
  listRegisteredRoutes(store.app).filter((route) => route.split(' ')[1]?.startsWith('/sandbox/'));

describe('the sandbox routes', () => {
  it('are exactly the listed ones when sandboxes are on, and none is registered when off', () => {
    expect(sandboxRoutesOf(on).sort()).toEqual([...SANDBOX_ROUTES].sort());
    expect(sandboxRoutesOf(off)).toEqual([]);
  });

  it.each(SANDBOX_ROUTES)('%s answers when sandboxes are on', async (route) => {
    const response = await on.app.inject(sandboxRequest(route, fixture));
    expect(response.statusCode).toBeLessThan(400);
  });

  it.each(SANDBOX_ROUTES)('%s answers 404 when sandboxes are off', async (route) => {
    const response = await off.app.inject(sandboxRequest(route, placeholderFixture));
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).message).toMatch(/^Not found: /);
  });

  it('has no unauthenticated payment confirmation in either profile', async () => {
    for (const store of [on, off]) {
      const response = await store.app.inject({
        method: 'POST',
        url: `/sandbox/pay/sessions/${fixture.sessionId}/confirm`,
        payload: { outcome: 'success' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await on.db.one('SELECT status FROM orders WHERE order_sn = ?', orderSn)).toEqual({
      status: 0,
    });
  });
});
