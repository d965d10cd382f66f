// The production adapters against a provider of our own on a local port: what they send, what they make
// of the answers, and that a store without sandboxes reaches its providers through them.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { VERIFY_MEMBER } from '../db/seed/verificationOrders';
import { httpIdentityProvider } from '../identity/identityProvider';
import { httpMessageSender } from '../messages/messageSender';
import { sendToOutbox } from '../messages/outbox';
import { deliverOutbox } from '../messages/outboxDelivery';
import { httpOauthProvider } from '../oauth/oauthProvider';
import { httpPaymentProvider } from '../payments/paymentProvider';
import { createProviders } from './providers';
import { createTestOrder } from '../testing/testOrders';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import { s3Storage } from '../uploads/s3Storage';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let provider: FastifyInstance;
let base: string;
const seen: Seen[] = [];
/** What the provider answers next, per path. */
const answers = new Map<string, { status: number; body?: unknown }>();

beforeAll(async () => {
  provider = Fastify();
  provider.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  provider.all('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    seen.push({
      method: request.method,
      url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: request.body,
    });
    const answer = answers.get(url) ?? { status: 404, body: { error: 'not found' } };
    return reply.status(answer.status).send(answer.body ?? '');
  });
  await provider.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${String((provider.server.address() as AddressInfo).port)}`;
});
afterAll(() => provider.close());
beforeEach(() => {
  seen.length = 0;
  answers.clear();
});

const returnUrls = {
  success: 'https://shop.example/s',
  pending: 'https://shop.example/p',
  failed: 'https://shop.example/f',
  cancel: 'https://shop.example/c',
};

describe('httpPaymentProvider', () => {
  const payment = () => httpPaymentProvider({ url: `${base}/pay/`, apiKey: 'pay-key' });

  it('opens a session with the order and the result pages', async () => {
    answers.set('/pay/sessions', {
      status: 201,
      body: { id: 'cs_1', checkoutUrl: 'https://pay.example/c/cs_1' },
    });
    const opened = await payment().openSession({
      orderSn: 'TU1',
      amount: 4.79,
      currency: 'USD',
      method: 'card',
      returnUrls,
    });
    expect(opened).toEqual({ sessionId: 'cs_1', checkoutUrl: 'https://pay.example/c/cs_1' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/pay/sessions',
        authorization: 'Bearer pay-key',
        contentType: 'application/json',
        body: { reference: 'TU1', amount: 4.79, currency: 'USD', method: 'card', returnUrls },
      },
    ]);
  });

  it('answers 502 for a failed or unreachable provider', async () => {
    answers.set('/pay/sessions', { status: 500, body: { error: 'down' } });
    const request = { orderSn: 'TU1', amount: 1, currency: 'USD', method: 'card' as const, returnUrls };
    await expect(payment().openSession(request)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The payment provider did not answer as expected. Please try again in a moment.',
    });
    const nowhere = httpPaymentProvider({ url: 'http://127.0.0.1:1', apiKey: 'k' });
    await expect(nowhere.openSession(request)).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('httpIdentityProvider', () => {
  const identity = () => httpIdentityProvider({ url: `${base}/id`, apiKey: 'id-key' });

  it('asks for a token and for the review, server to server', async () => {
    answers.set('/id/applicants/order-7/access-tokens', { status: 200, body: { token: 'tok' } });
    expect(await identity().accessToken({ id: 'order-7', orderId: 7, orderSn: 'TU7' })).toBe('tok');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer id-key',
      body: { externalId: 'order-7', reference: 'TU7' },
    });
    expect(await identity().review('order-7')).toBeNull();
    answers.set('/id/applicants/order-7/review', {
      status: 200,
      body: { reviewStatus: 'completed', reviewAnswer: 'RED', rejectReason: 'Expired document.' },
    });
    expect(await identity().review('order-7')).toEqual({
      reviewStatus: 'completed',
      reviewAnswer: 'RED',
      rejectReason: 'Expired document.',
    });
  });
});

describe('httpOauthProvider', () => {
  const oauth = () =>
    httpOauthProvider({
      tokenUrl: `${base}/oauth/token`,
      userInfoUrl: `${base}/oauth/userinfo`,
      clientId: 'client',
      clientSecret: 'client-secret',
      redirectUri: 'https://shop.example/oauth2/success',
    });

  it('trades the code at the token endpoint, then reads the verified e-mail', async () => {
    answers.set('/oauth/token', { status: 200, body: { access_token: 'at', token_type: 'Bearer' } });
    answers.set('/oauth/userinfo', {
      status: 200,
      body: { email: 'Player@Example.com', email_verified: true, name: 'Player' },
    });
    expect(await oauth().redeem('the-code')).toEqual({ email: 'player@example.com', nickname: 'Player' });
    expect(seen[0]).toMatchObject({
      url: '/oauth/token',
      contentType: 'application/x-www-form-urlencoded',
      body: {
        grant_type: 'authorization_code',
        code: 'the-code',
        redirect_uri: 'https://shop.example/oauth2/success',
        client_id: 'client',
        client_secret: 'client-secret',
      },
    });
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/oauth/userinfo', authorization: 'Bearer at' });
  });

  it('refuses a code the provider refuses, and an unverified e-mail', async () => {
    answers.set('/oauth/token', { status: 400, body: { error: 'invalid_grant' } });
    expect(await oauth().redeem('used')).toBeNull();
    answers.set('/oauth/token', { status: 200, body: { access_token: 'at' } });
    answers.set('/oauth/userinfo', { status: 200, body: { email: 'x@example.com', email_verified: false } });
    expect(await oauth().redeem('code')).toBeNull();
  });
});

describe('s3Storage', () => {
  const storage = () =>
    s3Storage({
      endpoint: base,
      bucket: 'pictures',
      region: 'auto',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      publicUrl: 'https://cdn.example/pictures',
    });

  it('hands out a presigned PUT that refuses to overwrite, and reads the file from the public URL', () => {
    const target = storage().uploadTarget(
      'orders/TU1/preview/0123456789abcdef-a.png',
      'unused',
      new Date(Date.now() + 900_000),
    );
    expect(target.uploadUrl).toMatch(
      new RegExp(`^${base}/pictures/orders/TU1/preview/0123456789abcdef-a\\.png\\?X-Amz-Algorithm=`),
    );
    expect(new URL(target.uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('host;if-none-match');
    expect(target.uploadHeaders).toEqual({ 'if-none-match': '*' });
    expect(target.url).toBe('https://cdn.example/pictures/orders/TU1/preview/0123456789abcdef-a.png');
    expect(storage().keyOf(target.url)).toBe('orders/TU1/preview/0123456789abcdef-a.png');
    expect(storage().keyOf('https://evil.example/pictures/a.png')).toBeNull();
  });

  it('asks the bucket whether a file is there', async () => {
    expect(await storage().holds('orders/TU1/preview/a.png')).toBe(false);
    answers.set('/pictures/orders/TU1/preview/a.png', { status: 200 });
    expect(await storage().holds('orders/TU1/preview/a.png')).toBe(true);
    expect(seen.at(-1)?.method).toBe('HEAD');
  });
});

describe('the outbox in production', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore({ sandboxes: false });
  });
  afterAll(() => store.close());

  it('sends pending messages, keeps no code once sent, and tries a failed one again', async () => {
    await sendToOutbox(store.db, {
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'Code',
      body: 'Your code is 123456.',
    });
    await sendToOutbox(store.db, {
      channel: 'sms',
      recipient: '+15550100',
      subject: 'Code',
      body: 'Your code is 654321.',
    });
    answers.set('/mail', { status: 202, body: { id: 'm1' } });
    const senders = {
      email: httpMessageSender({ url: `${base}/mail`, apiKey: 'mail-key' }, 'e-mail provider'),
      sms: httpMessageSender({ url: `${base}/sms`, apiKey: 'sms-key' }, 'SMS provider'),
    };
    expect(await deliverOutbox(store.db, senders)).toEqual({ sent: 1, failed: 1 });
    expect(seen.find((request) => request.url === '/mail')).toMatchObject({
      authorization: 'Bearer mail-key',
      body: { to: 'a@example.com', subject: 'Code', text: 'Your code is 123456.' },
    });
    const rows = await store.db.all(
      'SELECT recipient, body, sent_at IS NOT NULL AS sent, attempts FROM outbox ORDER BY id',
    );
    expect(rows).toEqual([
      { recipient: 'a@example.com', body: '', sent: 1, attempts: 1 },
      { recipient: '+15550100', body: 'Your code is 654321.', sent: 0, attempts: 1 },
    ]);
    answers.set('/sms', { status: 200 });
    expect(await deliverOutbox(store.db, senders)).toEqual({ sent: 1, failed: 0 });
  });
  it('sends each message once when two processes deliver at the same time', async () => {
    const other = await store.connectAgain();
    try {
      for (let index = 0; index < 6; index += 1) {
        await sendToOutbox(store.db, {
          channel: 'email',
          recipient: `twice${String(index)}@example.com`,
          subject: 'Code',
          body: `Your code is 00000${String(index)}.`,
        });
      }
      answers.set('/mail', { status: 202, body: { id: 'm2' } });
      const sender = httpMessageSender({ url: `${base}/mail`, apiKey: 'mail-key' }, 'e-mail provider');
      const before = seen.length;
      const rounds = await Promise.all([
        deliverOutbox(store.db, { email: sender, sms: null }),
        deliverOutbox(other, { email: sender, sms: null }),
      ]);
      expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(6);
      const recipients = seen
        .slice(before)
        .map((request) => (request.body as { to: string }).to)
        .filter((to) => to.startsWith('twice'));
      expect(recipients).toHaveLength(6);
      expect(new Set(recipients).size).toBe(6);
    } finally {
      await other.close();
    }
  });
});

describe('the demo with a real e-mail provider', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore({ providers: { mail: { url: `${base}/mail`, apiKey: 'mail-key' } } });
  });
  afterAll(() => store.close());

  it('never shows an e-mail the provider delivers in the sandbox outbox, which keeps the SMS it stands in for', async () => {
    answers.set('/mail', { status: 202, body: { id: 'm1' } });
    const email = 'someone-else@example.com';
    const asked = await store.app.inject({
      method: 'POST',
      url: '/sso/email/resetpassword/authcode',
      payload: { email: DEMO_MEMBER_EMAIL },
    });
    expect(asked.statusCode).toBe(200);
    await store.app.inject({ method: 'POST', url: '/sso/email/register/authcode', payload: { email } });
    await store.app.inject({
      method: 'POST',
      url: '/sso/login/v2/phone/authcode',
      payload: { prefix: '+886', phone: '912345678', purpose: 'register' },
    });
    const listed = () =>
      store.app
        .inject({ url: '/sandbox/outbox' })
        .then((response) => envelopeOf<{ channel: string; recipient: string }[]>(response).data);
    // Whether or not the provider has taken them yet, the e-mails are not there; the SMS is.
    expect(await listed()).toEqual([expect.objectContaining({ channel: 'sms', recipient: '+886912345678' })]);
    const providers = createProviders(store.db, true, {
      mail: { url: `${base}/mail`, apiKey: 'mail-key' },
    });
    await deliverOutbox(
      store.db,
      providers.senders ?? { email: null, sms: null },
      undefined,
      providers.sandboxChannels,
    );
    expect(seen.filter((request) => request.url === '/mail').map((request) => request.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: DEMO_MEMBER_EMAIL }),
        expect.objectContaining({ to: email }),
      ]),
    );
    // The SMS is the sandbox's: never sent anywhere, never failed, still there for testers.
    expect(
      await store.db.all("SELECT sent_at IS NULL AS pending, attempts FROM outbox WHERE channel = 'sms'"),
    ).toEqual([{ pending: 1, attempts: 0 }]);
    expect(await listed()).toEqual([expect.objectContaining({ channel: 'sms' })]);
  });
});

describe('a store without sandboxes, with providers', () => {
  let store: TestStore;
  const secret = 'p'.repeat(32);
  beforeAll(async () => {
    store = await openTestStore({
      sandboxes: false,
      shopOrigins: ['https://shop.example'],
      providers: {
        paymentCallbackSecret: secret,
        payment: { url: `${base}/pay`, apiKey: 'pay-key' },
        identity: { url: `${base}/id`, apiKey: 'id-key' },
      },
    });
  });
  afterAll(() => store.close());

  it('opens payments at the provider and takes identity decisions from it', async () => {
    const demo = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    const order = await createTestOrder(store.app, store.db, demo);
    answers.set('/pay/sessions', {
      status: 201,
      body: { id: 'cs_9', checkoutUrl: 'https://pay.example/c/cs_9' },
    });
    const session = await store.app.inject({
      method: 'POST',
      url: '/payments/sessions',
      headers: bearer(demo),
      payload: { orderId: order.orderSn, method: 'card', returnOrigin: 'https://shop.example' },
    });
    expect(envelopeOf(session).data).toEqual({
      sessionId: 'cs_9',
      checkoutUrl: 'https://pay.example/c/cs_9',
      amount: order.amount,
      currency: order.currency,
    });
    expect((seen[0]?.body as { returnUrls: { success: string } }).returnUrls.success).toBe(
      `https://shop.example/mobile/tips/payment-success.html?orderSn=${order.orderSn}&oid=${String(order.id)}`,
    );

    const verify = await loginAs(store.app, VERIFY_MEMBER.email, VERIFY_MEMBER.password);
    answers.set('/id/applicants/order-1007/access-tokens', { status: 200, body: { token: 'vendor-token' } });
    const token = await store.app.inject({
      url: '/homs/order/TU202611210007/sumsub/token',
      headers: bearer(verify),
    });
    expect(envelopeOf(token).data).toBe('vendor-token');
    answers.set('/id/applicants/order-1007/review', {
      status: 200,
      body: { reviewStatus: 'completed', reviewAnswer: 'GREEN' },
    });
    const passed = await store.app.inject({
      method: 'POST',
      url: '/homs/order/TU202611210007/preview',
      headers: bearer(verify),
      payload: {},
    });
    expect(envelopeOf<{ preview: { realnameStatus: number } }>(passed).data.preview.realnameStatus).toBe(2);
  });

  it('answers 503 for what has no provider: uploads and third-party sign-in', async () => {
    const verify = await loginAs(store.app, VERIFY_MEMBER.email, VERIFY_MEMBER.password);
    expect(
      envelopeOf(
        await store.app.inject({ url: '/homs/order/TU202611210006/preview/sts', headers: bearer(verify) }),
      ),
    ).toEqual({
      code: 503,
      message: 'Uploads are not available right now. Please try again later.',
      data: null,
    });
    const oauth = await store.app.inject({
      method: 'POST',
      url: '/sso/oauth2/code',
      payload: 'code',
      headers: { 'content-type': 'text/plain' },
    });
    expect(envelopeOf(oauth).code).toBe(503);
  });
});

describe('a store without sandboxes, with a bucket', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore({
      sandboxes: false,
      providers: {
        storage: {
          endpoint: base,
          bucket: 'pictures',
          region: 'auto',
          accessKeyId: 'AK',
          secretAccessKey: 'SK',
          publicUrl: 'https://cdn.example/pictures',
        },
      },
    });
  });
  afterAll(() => store.close());

  it('takes real-name documents stored in the bucket and leaves them under review for the staff', async () => {
    const verify = await loginAs(store.app, VERIFY_MEMBER.email, VERIFY_MEMBER.password);
    const ticket = envelopeOf<{ key: string; url: string; uploadHeaders: Record<string, string> }>(
      await store.app.inject({ url: '/homs/order/TU202611210006/preview/sts', headers: bearer(verify) }),
    ).data;
    expect(ticket.uploadHeaders).toEqual({ 'if-none-match': '*' });
    const submit = () =>
      store.app.inject({
        method: 'POST',
        url: '/homs/order/TU202611210006/preview/realname',
        headers: bearer(verify),
        payload: { realName: 'Chen Mei', idCard: '11010519491231002X', images: [ticket.url] },
      });
    // Not in the bucket yet: refused.
    expect(envelopeOf(await submit()).code).toBe(400);
    answers.set(`/pictures/${ticket.key}`, { status: 200 });
    const under = envelopeOf<{ preview: { realnameStatus: number } }>(await submit()).data;
    expect(under.preview.realnameStatus).toBe(1);
  });
});
