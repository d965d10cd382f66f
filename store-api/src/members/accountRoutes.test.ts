import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { LoginResult } from './authRoutes';
import type { UserInfo } from './memberQueries';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const post = (url: string, payload: unknown, token?: string) =>
  store.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

/** Reads the latest code sent to a recipient from the sandbox outbox. */
async function latestCode(recipient: string): Promise<string> {
  const outbox = envelopeOf<{ recipient: string; body: string }[]>(
    await store.app.inject({ url: '/sandbox/outbox' }),
  ).data;
  const message = outbox.find((candidate) => candidate.recipient === recipient);
  const code = /(\d{6})/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`No code for ${recipient}`);
  return code;
}

const info = async (token: string) =>
  envelopeOf<UserInfo>(await store.app.inject({ url: '/sso/info/ex/refresh', headers: bearer(token) })).data;

describe('email registration', () => {
  it('sends a code to the outbox and registers with it, once', async () => {
    expect(envelopeOf(await post('/sso/email/register/authcode', { email: 'new@topup.test' }))).toEqual({
      code: 200,
      message: 'success',
      data: null,
    });
    const code = await latestCode('new@topup.test');
    const wrong = await post('/sso/email/register', {
      email: 'new@topup.test',
      authCode: code === '000000' ? '111111' : '000000',
      password: 'Secret123',
    });
    expect(envelopeOf(wrong).message).toBe('The verification code is wrong or has expired.');
    const registered = envelopeOf<LoginResult>(
      await post('/sso/email/register', {
        email: 'new@topup.test',
        authCode: code,
        password: 'Secret123',
        nickname: 'Newbie',
      }),
    );
    expect(registered.data.tokenHead).toBe('Bearer ');
    expect(await info(registered.data.token)).toMatchObject({
      email: 'new@topup.test',
      nickname: 'Newbie',
      phone: '',
    });
    expect(await loginAs(store.app, 'new@topup.test', 'Secret123')).toMatch(/^[0-9a-f]{64}$/);
    const reused = await post('/sso/email/register', {
      email: 'new@topup.test',
      authCode: code,
      password: 'Secret123',
    });
    expect(envelopeOf(reused).message).toBe('This email is already registered. Please log in.');
  });

  it('rate-limits codes and refuses registered emails', async () => {
    await post('/sso/email/register/authcode', { email: 'rate@topup.test' });
    const again = await post('/sso/email/register/authcode', { email: 'rate@topup.test' });
    expect(envelopeOf(again)).toEqual({
      code: 429,
      message: 'A code was sent less than a minute ago. Please wait before asking again.',
      data: null,
    });
    expect(envelopeOf(await post('/sso/email/register/authcode', { email: DEMO_MEMBER_EMAIL })).message).toBe(
      'This email is already registered. Please log in.',
    );
    expect(envelopeOf(await post('/sso/email/register/authcode', { email: 'nope' })).message).toBe(
      'Enter a valid e-mail address, like name@example.com.',
    );
  });

  it('validates passwords and codes', async () => {
    expect(
      envelopeOf(
        await post('/sso/email/register', { email: 'x@topup.test', authCode: '123456', password: 'short' }),
      ).message,
    ).toBe('The password needs at least 8 characters.');
    expect(
      envelopeOf(
        await post('/sso/email/register', { email: 'x@topup.test', authCode: '12', password: 'Secret123' }),
      ).message,
    ).toBe('The code is 6 digits.');
  });
});

describe('phone accounts', () => {
  const phone = { prefix: '+886', phone: '912345678' };

  it('registers by SMS code, logs in by code or password, and resets the password', async () => {
    await post('/sso/login/v2/phone/authcode', { ...phone, purpose: 'register' });
    const token = envelopeOf<LoginResult>(
      await post('/sso/register/phone', {
        ...phone,
        authCode: await latestCode('+886912345678'),
        password: 'Phone1234',
      }),
    ).data.token;
    expect(await info(token)).toMatchObject({ phone: '+886912345678', email: '', nickname: 'Shopper5678' });

    expect(envelopeOf(await post('/sso/login/phone/ex', { ...phone, password: 'wrong-one' })).message).toBe(
      'Phone number or password is incorrect.',
    );
    expect(
      envelopeOf<LoginResult>(await post('/sso/login/phone/ex', { ...phone, password: 'Phone1234' })).code,
    ).toBe(200);
    await post('/sso/login/v2/phone/authcode', phone);
    const byCode = await post('/sso/login/phone/ex', {
      ...phone,
      authCode: await latestCode('+886912345678'),
    });
    expect(envelopeOf(byCode).code).toBe(200);
    expect(envelopeOf(await post('/sso/login/phone/ex', phone)).message).toBe(
      'Give a password or a verification code.',
    );

    await post('/sso/login/v2/phone/authcode', { ...phone, purpose: 'reset' });
    const reset = await post('/sso/password/reset', {
      ...phone,
      authCode: await latestCode('+886912345678'),
      password: 'NewPhone99',
    });
    expect(envelopeOf(reset).code).toBe(200);
    // The reset ended the old sessions.
    expect((await store.app.inject({ url: '/sso/info/ex/refresh', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect(envelopeOf(await post('/sso/login/phone/ex', { ...phone, password: 'NewPhone99' })).code).toBe(
      200,
    );
  });

  it('validates the phone number (digits only, at least 3) and prefix', async () => {
    expect(
      envelopeOf(await post('/sso/login/v2/phone/authcode', { prefix: '+1', phone: '12' })).message,
    ).toBe('Enter a valid phone number, digits only.');
    expect(
      envelopeOf(await post('/sso/login/v2/phone/authcode', { prefix: '886', phone: '123456' })).message,
    ).toBe('Choose the country code of your phone number.');
  });
});

describe('password and binding for a logged-in member', () => {
  it('updates the password, keeping the current session', async () => {
    await post('/sso/email/register/authcode', { email: 'bind@topup.test' });
    const token = envelopeOf<LoginResult>(
      await post('/sso/email/register', {
        email: 'bind@topup.test',
        authCode: await latestCode('bind@topup.test'),
        password: 'Bind12345',
      }),
    ).data.token;
    expect(
      envelopeOf(
        await post('/sso/password/update', { oldPassword: 'wrong', newPassword: 'Bind67890' }, token),
      ).message,
    ).toBe('The current password is incorrect.');
    expect(
      envelopeOf(
        await post('/sso/password/update', { oldPassword: 'Bind12345', newPassword: 'Bind67890' }, token),
      ).code,
    ).toBe(200);
    expect((await info(token)).email).toBe('bind@topup.test');
    expect(await loginAs(store.app, 'bind@topup.test', 'Bind67890')).toBeTruthy();

    await post('/sso/login/v2/phone/authcode', { prefix: '+1', phone: '5550001111', purpose: 'bind' });
    expect(
      envelopeOf(
        await post(
          '/sso/bind/phone',
          { prefix: '+1', phone: '5550001111', authCode: await latestCode('+15550001111') },
          token,
        ),
      ).code,
    ).toBe(200);
    expect((await info(token)).phone).toBe('+15550001111');

    await post('/sso/email/bind/authcode', { email: 'bind2@topup.test' }, token);
    expect(
      envelopeOf(
        await post(
          '/sso/email/bind/v2',
          { email: 'bind2@topup.test', authCode: await latestCode('bind2@topup.test') },
          token,
        ),
      ).code,
    ).toBe(200);
    expect((await info(token)).email).toBe('bind2@topup.test');
    expect(
      envelopeOf(await post('/sso/email/bind/authcode', { email: DEMO_MEMBER_EMAIL }, token)).message,
    ).toBe('This email belongs to another account.');
    expect((await post('/sso/email/bind/authcode', { email: 'z@topup.test' })).statusCode).toBe(401);
  });

  it('resets a password by email without revealing unknown emails', async () => {
    expect(
      envelopeOf(await post('/sso/email/resetpassword/authcode', { email: 'ghost@topup.test' })).code,
    ).toBe(200);
    await post('/sso/email/resetpassword/authcode', { email: 'new@topup.test' });
    const reset = await post('/sso/email/resetpassword', {
      email: 'new@topup.test',
      authCode: await latestCode('new@topup.test'),
      password: 'Changed123',
    });
    expect(envelopeOf(reset).code).toBe(200);
    expect(await loginAs(store.app, 'new@topup.test', 'Changed123')).toBeTruthy();
  });
});

// The redirect rules: sandbox/oauthRedirects.test.ts.
describe('OAuth sandbox', () => {
  it('shows a consent page, returns a one-time code to /oauth2/success and logs in with it', async () => {
    const page = await store.app.inject({
      url: '/sandbox/oauth/authorize?redirect_uri=http://localhost:3000/oauth2/success&state=s1',
    });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Continue as Google Player');
    const approve = await store.app.inject({
      url: '/sandbox/oauth/approve?email=google.player@topup.test&redirect_uri=http://localhost:3000/oauth2/success&state=s1',
    });
    expect(approve.statusCode).toBe(302);
    const location = new URL(String(approve.headers.location));
    expect(location.pathname).toBe('/oauth2/success');
    expect(location.searchParams.get('state')).toBe('s1');
    const code = location.searchParams.get('code') ?? '';
    const exchange = () =>
      store.app.inject({
        method: 'POST',
        url: '/sso/oauth2/code',
        payload: code,
        headers: { 'content-type': 'text/plain' },
      });
    const login = envelopeOf<LoginResult>(await exchange());
    expect(await info(login.data.token)).toMatchObject({
      email: 'google.player@topup.test',
      nickname: 'Google Player',
    });
    expect(envelopeOf(await exchange()).message).toBe(
      'The sign-in code is invalid or has expired. Please sign in again.',
    );
  });

  it('demo login still works alongside', async () => {
    expect(await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD)).toBeTruthy();
  });
});
