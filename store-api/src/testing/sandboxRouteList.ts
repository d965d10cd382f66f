// Every sandbox route, with a request that reaches it: the profile test checks that each one answers
// with sandboxes on and answers 404 with them off (not itself a test: jest only runs *.test.ts).
import type { InjectOptions } from 'fastify';

/** What the requests need from a store with sandboxes on: a payment session, a widget token, an upload. */
export interface SandboxFixture {
  sessionId: string;
  widgetToken: string;
  /** An upload ticket's uploadUrl and url, relative to the API. */
  uploadUrl: string;
  fileUrl: string;
}

/** Values of the right shape for a store whose sandboxes are off (nothing there to name). */
export const placeholderFixture: SandboxFixture = {
  sessionId: '0'.repeat(32),
  widgetToken: 'sbx_placeholder',
  uploadUrl: '/sandbox/storage/orders/TU0/preview/0000000000000000-picture.jpg?ticket=placeholder',
  fileUrl: '/sandbox/storage/orders/TU0/preview/0000000000000000-picture.jpg',
};

const SHOP_RETURN = encodeURIComponent('http://localhost:3000/oauth2/success');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A visitor's uid (a UUID without dashes). */
const VISITOR = '0123456789abcdef0123456789abcdef';

/** A tracker batch of one entry, from a demo page. */
const trackerBatch = (entry: object) => ({
  sdkVersion: '3.1.0',
  environment: 'demo',
  uid: VISITOR,
  sessionId: 'fedcba9876543210fedcba9876543210',
  page: '/',
  entries: [entry],
});

/** "METHOD /path" as Fastify registers it, and a request that reaches it. */
const REQUESTS: Record<string, (fixture: SandboxFixture) => InjectOptions> = {
  'GET /sandbox/outbox': () => ({ url: '/sandbox/outbox' }),
  'GET /sandbox/sell': () => ({ url: '/sandbox/sell' }),
  'GET /sandbox/pay/checkout/:id': ({ sessionId }) => ({ url: `/sandbox/pay/checkout/${sessionId}` }),
  'POST /sandbox/pay/checkout/:id/complete': ({ sessionId }) => ({
    method: 'POST',
    url: `/sandbox/pay/checkout/${sessionId}/complete`,
    payload: 'outcome=cancel',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'GET /sandbox/pay/sessions/:id': ({ sessionId }) => ({ url: `/sandbox/pay/sessions/${sessionId}` }),
  'GET /sandbox/pay/sdk/controller.js': () => ({ url: '/sandbox/pay/sdk/controller.js' }),
  'GET /sandbox/pay/sdk/elements.js': () => ({ url: '/sandbox/pay/sdk/elements.js' }),
  'GET /sandbox/identity/widget.js': () => ({ url: '/sandbox/identity/widget.js' }),
  'GET /sandbox/identity/applicant': ({ widgetToken }) => ({
    url: `/sandbox/identity/applicant?token=${widgetToken}`,
  }),
  'POST /sandbox/identity/review': ({ widgetToken }) => ({
    method: 'POST',
    url: '/sandbox/identity/review',
    payload: { token: widgetToken, answer: 'RED' },
  }),
  'GET /sandbox/oauth/authorize': () => ({
    url: `/sandbox/oauth/authorize?redirect_uri=${SHOP_RETURN}&state=s1`,
  }),
  'GET /sandbox/oauth/approve': () => ({
    url: `/sandbox/oauth/approve?email=google.player@topup.test&redirect_uri=${SHOP_RETURN}&state=s1`,
  }),
  'PUT /sandbox/storage/*': ({ uploadUrl }) => ({
    method: 'PUT',
    url: uploadUrl,
    payload: PNG,
    headers: { 'content-type': 'image/png' },
  }),
  'GET /sandbox/storage/*': ({ fileUrl }) => ({ url: fileUrl }),
  'GET /sandbox/chat/widget.js': () => ({ url: '/sandbox/chat/widget.js' }),
  'GET /sandbox/tag-manager/gtm.js': () => ({ url: '/sandbox/tag-manager/gtm.js' }),
  'GET /sandbox/captcha/captcha.js': () => ({ url: '/sandbox/captcha/captcha.js' }),
  'POST /sandbox/cart-tracking/events': () => ({
    method: 'POST',
    url: '/sandbox/cart-tracking/events',
    payload: {
      companyId: 'demo',
      integrationId: 'demo-web',
      uid: VISITOR,
      eventType: 'Page/View',
      customerId: '',
      data: { pathName: '/', email: '' },
    },
  }),
  'POST /sandbox/tracker/logs': () => ({
    method: 'POST',
    url: '/sandbox/tracker/logs',
    payload: trackerBatch({ level: 'error', message: 'Boom', timestamp: '2026-11-25T08:00:00.000Z' }),
  }),
  'POST /sandbox/tracker/metrics': () => ({
    method: 'POST',
    url: '/sandbox/tracker/metrics',
    payload: trackerBatch({ kind: 'page', name: '/', duration: 812, timestamp: '2026-11-25T08:00:00.000Z' }),
  }),
  'POST /sandbox/chat/messages': () => ({
    method: 'POST',
    url: '/sandbox/chat/messages',
    payload: { text: 'Where is my order?', uid: VISITOR, page: '/contact' },
  }),
  'POST /sandbox/tag-manager/hits': () => ({
    method: 'POST',
    url: '/sandbox/tag-manager/hits',
    payload: { event: 'gtm.js', page: '/' },
  }),
  'POST /sandbox/captcha/verify': () => ({
    method: 'POST',
    url: '/sandbox/captcha/verify',
    payload: { appId: 'sandbox-captcha', answer: 'pass' },
  }),
  'GET /sandbox/received': () => ({ url: '/sandbox/received?service=cart-tracking' }),
};

/** In this order the requests also work one after another on one store (the upload before its read). */
export const SANDBOX_ROUTES: readonly string[] = Object.keys(REQUESTS);

export function sandboxRequest(route: string, fixture: SandboxFixture): InjectOptions {
  const build = REQUESTS[route];
  if (!build) throw new Error(`No request is listed for ${route}: add one to testing/sandboxRouteList.ts.`);
  return build(fixture);
}
