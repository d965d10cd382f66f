// The stand-ins of the browser-side services: what they accept, what they refuse with a clear 400, and
// that testers can read back what they received.
import vm from 'node:vm';
import type { InjectOptions } from 'fastify';
import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import { RECEIVED_KEPT_PER_SERVICE, RECEIVED_LIST_SIZE, receivedCalls } from './receivedCalls';
import { CAPTCHA_RET_CLOSED, CAPTCHA_RET_SUCCESS, VISITOR_COOKIE } from './siteServiceSandboxes';
import { TRACKER_BATCH_MAX } from './siteServiceSchemas';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const VISITOR = 'aaaabbbbccccddddeeeeffff00001111';
const SESSION = '11110000ffffeeeeddddccccbbbbaaaa';
const EMPTY_ADDRESS = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  country: '',
  zip: '',
  phone: '',
};

const pageView = (uid = VISITOR) => ({
  companyId: 'demo',
  integrationId: 'demo-web',
  uid,
  eventType: 'Page/View',
  customerId: '',
  data: { pathName: '/top-up', email: '' },
});

const checkoutCreate = (overrides: Record<string, unknown> = {}) => ({
  ...pageView(),
  eventType: 'Checkout/Create',
  customerId: '7',
  data: {
    pathName: '/top-up/mobile-legends',
    email: 'seven@topup.test',
    cartToken: 'TU202611250001',
    checkoutId: '1234',
    customer: { customerId: '7', email: 'seven@topup.test' },
    billingAddress: EMPTY_ADDRESS,
    ...overrides,
  },
});

/** The browser's visitor id cookie, which the stand-ins key what they keep by. */
const browser = (uid: string | null) => (uid === null ? {} : { cookie: `${VISITOR_COOKIE}=${uid}` });

const post = (url: string, payload: object, uid: string | null = VISITOR) =>
  store.app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    headers: browser(uid),
  });
const received = async (service: string, containing?: string, uid: string | null = VISITOR) =>
  envelopeOf<{ id: number; service: string; body: unknown }[]>(
    await store.app.inject({
      url: `/sandbox/received?service=${service}${containing ? `&containing=${containing}` : ''}`,
      headers: browser(uid),
    }),
  ).data;

describe('cart tracking', () => {
  it('records page views and Checkout/Create events, newest first, findable by the visitor', async () => {
    const other = '99998888777766665555444433332222';
    expect((await post('/sandbox/cart-tracking/events', pageView())).statusCode).toBe(200);
    expect((await post('/sandbox/cart-tracking/events', pageView(other), other)).statusCode).toBe(200);
    expect((await post('/sandbox/cart-tracking/events', checkoutCreate())).statusCode).toBe(200);
    const mine = await received('cart-tracking', VISITOR);
    expect(mine.map((call) => (call.body as { eventType: string }).eventType)).toEqual([
      'Checkout/Create',
      'Page/View',
    ]);
    expect(mine[0]?.service).toBe('cart-tracking');
  });

  it("lists a browser its own calls only: not another shopper's, and nothing to a caller without a visitor id", async () => {
    const mine = '0123456789abcdef0123456789abcdef';
    const stranger = 'fedcba9876543210fedcba9876543210';
    const order = checkoutCreate({ email: 'mine@topup.test', checkoutId: '4321' });
    expect((await post('/sandbox/cart-tracking/events', { ...order, uid: mine }, mine)).statusCode).toBe(200);
    expect(
      (await post('/sandbox/chat/messages', { text: 'Hi', uid: mine, page: '/' }, mine)).statusCode,
    ).toBe(200);
    expect(await received('cart-tracking', undefined, mine)).toHaveLength(1);
    expect(await received('chat', undefined, mine)).toHaveLength(1);
    // The stranger may even search for what the shopper's calls hold, or name the shopper's uid in a body.
    expect(await received('cart-tracking', undefined, stranger)).toEqual([]);
    expect(await received('cart-tracking', 'mine@topup.test', stranger)).toEqual([]);
    expect(await received('cart-tracking', mine, stranger)).toEqual([]);
    expect(await received('chat', undefined, stranger)).toEqual([]);
    expect(await received('cart-tracking', undefined, null)).toEqual([]);
    // A call of no browser is kept for no one.
    expect((await post('/sandbox/cart-tracking/events', pageView(), null)).statusCode).toBe(200);
    expect(await received('cart-tracking', undefined, null)).toEqual([]);
  });

  it.each([
    ['a uid with dashes', { ...pageView(), uid: 'aaaabbbb-cccc-dddd-eeee-ffff00001111' }, /uid/],
    ['no data', { ...pageView(), data: undefined }, /data/],
    ['a path that is not a path', { ...pageView(), data: { pathName: 'http://x', email: '' } }, /pathName/],
    ['Checkout/Create without its checkout', { ...pageView(), eventType: 'Checkout/Create' }, /cartToken/],
    [
      'a billing address with something in it',
      checkoutCreate({ billingAddress: { ...EMPTY_ADDRESS, city: 'Taipei' } }),
      /every field empty/,
    ],
  ])('refuses %s with a 400 that says why', async (_what, body, reason) => {
    const response = await post('/sandbox/cart-tracking/events', body);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toMatch(reason);
  });
});

describe('the tracker', () => {
  const batch = (entries: unknown[]) => ({
    sdkVersion: '3.1.0',
    environment: 'demo',
    uid: VISITOR,
    sessionId: SESSION,
    page: '/',
    entries,
  });
  const log = { level: 'error', message: 'x is undefined', timestamp: '2026-11-25T08:00:00.000Z' };
  const metric = {
    kind: 'api',
    name: '/api/hms/currency/v2',
    duration: 120,
    status: 200,
    timestamp: log.timestamp,
  };

  it('records log and metric batches', async () => {
    expect((await post('/sandbox/tracker/logs', batch([log]))).statusCode).toBe(200);
    expect((await post('/sandbox/tracker/metrics', batch([metric]))).statusCode).toBe(200);
    expect((await received('tracker-logs', VISITOR))[0]?.body).toEqual(batch([log]));
    expect((await received('tracker-metrics', VISITOR))[0]?.body).toEqual(batch([metric]));
  });

  it.each([
    ['a batch over the limit', '/sandbox/tracker/logs', batch(Array(TRACKER_BATCH_MAX + 1).fill(log))],
    ['an empty batch', '/sandbox/tracker/logs', batch([])],
    ['another SDK version', '/sandbox/tracker/logs', { ...batch([log]), sdkVersion: '2.0.0' }],
    ['an unknown environment', '/sandbox/tracker/logs', { ...batch([log]), environment: 'dev' }],
    ['a duration over 60 s', '/sandbox/tracker/metrics', batch([{ ...metric, duration: 60_001 }])],
    ['a metric of no known kind', '/sandbox/tracker/metrics', batch([{ ...metric, kind: 'cpu' }])],
  ])('refuses %s with a 400', async (_what, url, body) => {
    expect((await post(url, body)).statusCode).toBe(400);
  });
});

describe('the captcha', () => {
  it('hands out a ticket for a passed challenge and ret 2 for a closed one, and records both', async () => {
    const passed = envelopeOf<{ ret: number; ticket?: string; randstr?: string }>(
      await post('/sandbox/captcha/verify', { appId: 'sandbox-captcha', answer: 'pass' }),
    ).data;
    expect(passed.ret).toBe(CAPTCHA_RET_SUCCESS);
    expect(passed.ticket).toMatch(/^sbx_[0-9a-f]{32}$/);
    const closed = envelopeOf<{ ret: number }>(
      await post('/sandbox/captcha/verify', { appId: 'sandbox-captcha', answer: 'close' }),
    ).data;
    expect(closed).toEqual({ ret: CAPTCHA_RET_CLOSED });
    const calls = await received('captcha');
    expect(calls.slice(0, 2).map((call) => (call.body as { ret: number }).ret)).toEqual([
      CAPTCHA_RET_CLOSED,
      CAPTCHA_RET_SUCCESS,
    ]);
    expect((await post('/sandbox/captcha/verify', { appId: 'x', answer: 'maybe' })).statusCode).toBe(400);
  });
});

describe('chat and tag manager', () => {
  it('records chat messages and tag manager hits', async () => {
    await post('/sandbox/chat/messages', { text: 'Where is my order?', uid: VISITOR, page: '/contact' });
    await post('/sandbox/tag-manager/hits', { event: 'gtm.js', page: '/contact' });
    expect((await received('chat', VISITOR))[0]?.body).toMatchObject({ text: 'Where is my order?' });
    expect((await received('tag-manager'))[0]?.body).toEqual({ event: 'gtm.js', page: '/contact' });
    expect((await post('/sandbox/chat/messages', { text: '   ' })).statusCode).toBe(400);
  });

  it('refuses to list a service it does not stand in for', async () => {
    const response = await store.app.inject({ url: '/sandbox/received?service=payments' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the scripts', () => {
  /** Runs a script in a tiny page: what it defines on window. */
  function run(url: string, body: string) {
    const window: Record<string, unknown> = {};
    const context = {
      window,
      document: { currentScript: { src: `http://shop.test/api${url}` }, documentElement: { lang: 'en' } },
      fetch: () => Promise.resolve({ json: () => Promise.resolve({ code: 200, data: {} }) }),
      location: { pathname: '/' },
      Date,
    };
    vm.runInNewContext(body, context);
    return window;
  }

  it.each([
    ['/sandbox/chat/widget.js', 'TopupChat'],
    ['/sandbox/captcha/captcha.js', 'TopupCaptcha'],
    ['/sandbox/tag-manager/gtm.js', 'dataLayer'],
  ])('%s is JavaScript that defines window.%s', async (url, global) => {
    const response = await store.app.inject({ url });
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(run(url, response.body)[global]).toBeDefined();
  });
});

describe('what is kept', () => {
  it('keeps a bounded number of calls per service and lists the newest', () => {
    const calls = receivedCalls(3);
    for (let n = 1; n <= 5; n += 1) calls.record('chat', VISITOR, { n });
    expect(calls.list('chat', VISITOR).map((call) => call.body)).toEqual([{ n: 5 }, { n: 4 }, { n: 3 }]);
    expect(calls.list('captcha', VISITOR)).toEqual([]);
    expect(RECEIVED_LIST_SIZE).toBeLessThanOrEqual(RECEIVED_KEPT_PER_SERVICE);
  });
});
