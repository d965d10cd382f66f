import { AUTH_CODE_HOURLY_LIMIT } from '../auth/authCodes';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import {
  CODE_FAILURES_PER_ADDRESS,
  CODE_REQUESTS_PER_CLIENT,
  TOO_MANY_CODE_FAILURES,
  TOO_MANY_CODE_REQUESTS,
} from '../security/authRateLimits';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { LoginResult } from './authRoutes';
import type { UserInfo } from './memberQueries';

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) => store.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const askCode = (email: string, remoteAddress?: string) =>
  post('/sso/email/signin/authcode', { email }, {}, remoteAddress);
const signIn = (email: string, authCode: string) => post('/sso/email/signin', { email, authCode });

/** The code in the newest outbox message to this address (the demo's sandbox outbox). */
async function codeSentTo(email: string): Promise<string> {
  const outbox = envelopeOf<{ recipient: string; subject: string; body: string }[]>(
    await store.app.inject({ url: '/sandbox/outbox' }),
  ).data;
  const message = outbox.find((entry) => entry.recipient === email);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

const userInfo = async (token: string) =>
  envelopeOf<UserInfo>(await store.app.inject({ url: '/sso/info/ex/refresh', headers: bearer(token) })).data;

/** A code different from the one sent (one digit changed). */
const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe('POST /sso/email/signin', () => {
  it('makes the account of a new address, without a password, and signs it in', async () => {
    const email = 'first.time@example.com';
    expect(envelopeOf(await askCode(email))).toEqual({ code: 200, message: 'success', data: null });
    const response = await signIn(email, await codeSentTo(email));
    expect(response.statusCode).toBe(200);
    const session = envelopeOf<LoginResult>(response).data;
    expect(session.tokenHead).toBe('Bearer ');
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await userInfo(session.token)).toMatchObject({
      email,
      nickname: 'first.time',
      hasPassword: false,
    });
    // No password works for it yet.
    const byPassword = await post('/sso/email/login', { email, password: 'Anything1!' });
    expect(envelopeOf(byPassword)).toMatchObject({ code: 400, message: 'Email or password is incorrect.' });
  });

  it('signs a returning member in to the same account, which keeps its password', async () => {
    await askCode(DEMO_MEMBER_EMAIL.toUpperCase());
    const response = await signIn(
      DEMO_MEMBER_EMAIL.toUpperCase(),
      await codeSentTo(DEMO_MEMBER_EMAIL.toUpperCase()),
    );
    const info = await userInfo(envelopeOf<LoginResult>(response).data.token);
    const byPassword = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    expect(info).toEqual(await userInfo(byPassword));
    expect(info.hasPassword).toBe(true);
  });

  it('sends the code in the shopper’s language with the sign-in subject', async () => {
    await post('/sso/email/signin/authcode', { email: 'zh@example.com' }, { 'accept-language': 'zh-TW' });
    const outbox = envelopeOf<{ recipient: string; subject: string; body: string }[]>(
      await store.app.inject({ url: '/sandbox/outbox' }),
    ).data;
    expect(outbox.find((entry) => entry.recipient === 'zh@example.com')).toMatchObject({
      subject: '您的登入驗證碼',
      body: expect.stringMatching(/^您的驗證碼是 \d{6}/) as unknown,
    });
  });

  it('refuses a wrong code with 400 and makes no account', async () => {
    const email = 'wrong.code@example.com';
    await askCode(email);
    const response = await signIn(email, wrongCode(await codeSentTo(email)));
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: 'The verification code is wrong or has expired.',
      data: null,
    });
    expect(await store.db.one('SELECT COUNT(*) AS n FROM members WHERE email = ?', email)).toEqual({
      n: 0,
    });
  });

  it('refuses an expired code, a used code and a code sent for another purpose', async () => {
    const email = 'expired@example.com';
    await askCode(email);
    const code = await codeSentTo(email);
    await store.db.run(
      'UPDATE auth_codes SET expires_at = ? WHERE target = ?',
      new Date(0).toISOString(),
      email,
    );
    expect(envelopeOf(await signIn(email, code)).code).toBe(400);

    const other = 'used@example.com';
    await askCode(other);
    const used = await codeSentTo(other);
    expect(envelopeOf(await signIn(other, used)).code).toBe(200);
    expect(envelopeOf(await signIn(other, used)).code).toBe(400);

    const registering = 'registering@example.com';
    await post('/sso/email/register/authcode', { email: registering });
    expect(envelopeOf(await signIn(registering, await codeSentTo(registering))).code).toBe(400);
  });

  it(`locks the address with 429 after ${CODE_FAILURES_PER_ADDRESS} wrong codes, even the right one`, async () => {
    const email = 'guesser@example.com';
    await askCode(email);
    const code = await codeSentTo(email);
    for (let attempt = 0; attempt < CODE_FAILURES_PER_ADDRESS; attempt += 1) {
      expect((await signIn(email, wrongCode(code))).statusCode).toBe(400);
    }
    const refused = await signIn(email, code);
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toEqual({ code: 429, message: TOO_MANY_CODE_FAILURES, data: null });
  });

  it.each([
    ['no body fields', {}, 'Enter your e-mail address.'],
    ['no code', { email: 'a@example.com' }, 'Enter the verification code.'],
    ['an invalid email', { email: 'nope', authCode: '123456' }, 'Enter a valid e-mail address'],
    ['a short code', { email: 'a@example.com', authCode: '123' }, 'The code is 6 digits.'],
    ['a numeric code', { email: 'a@example.com', authCode: 123456 }, 'The code is 6 digits.'],
  ])("answers 400 in a shopper's words for %s, never 500", async (_case, payload, message) => {
    const response = await post('/sso/email/signin', payload);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toContain(message);
  });
});

describe('POST /sso/email/signin/authcode', () => {
  it('sends one code a minute to an address, and at most the hourly limit', async () => {
    const email = 'limits@example.com';
    expect((await askCode(email)).statusCode).toBe(200);
    const again = await askCode(email);
    expect(again.statusCode).toBe(429);
    expect(envelopeOf(again).message).toBe(
      'A code was sent less than a minute ago. Please wait before asking again.',
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // Earlier codes of the hour, each more than a minute apart: the next one is over the limit.
    const earlier = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await store.db.run('UPDATE auth_codes SET create_time = ? WHERE target = ?', earlier(2), email);
    for (let n = 1; n < AUTH_CODE_HOURLY_LIMIT; n += 1) {
      await store.db.run(
        "INSERT INTO auth_codes (target, purpose, code_hash, expires_at, create_time) VALUES (?, 'signin', 'x', ?, ?)",
        email,
        earlier(0),
        earlier(2 + n * 2),
      );
    }
    const overHour = await askCode(email);
    expect(overHour.statusCode).toBe(429);
    expect(envelopeOf(overHour).message).toBe(
      'Too many codes were requested for this address. Please try again in an hour.',
    );
  });

  it(`refuses a network's code request past ${CODE_REQUESTS_PER_CLIENT}, whatever the addresses`, async () => {
    for (let n = 0; n < CODE_REQUESTS_PER_CLIENT; n += 1) {
      expect((await askCode(`spray${n}@example.com`, '203.0.113.9')).statusCode).toBe(200);
    }
    const refused = await askCode('one.more@example.com', '203.0.113.9');
    expect(envelopeOf(refused)).toEqual({ code: 429, message: TOO_MANY_CODE_REQUESTS, data: null });
    expect((await askCode('one.more@example.com', '203.0.113.10')).statusCode).toBe(200);
  });

  it('answers 400 for an invalid address', async () => {
    const response = await askCode('not-an-email');
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: 'Enter a valid e-mail address, like name@example.com.',
      data: { field: 'email' },
    });
  });
});

describe('POST /sso/password/set', () => {
  async function newMemberToken(email: string): Promise<string> {
    await askCode(email);
    return envelopeOf<LoginResult>(await signIn(email, await codeSentTo(email))).data.token;
  }
  const setPassword = (token: string, newPassword: unknown) =>
    post('/sso/password/set', { newPassword: newPassword as string }, bearer(token));

  it('sets a first password without asking for a current one; then it signs in', async () => {
    const email = 'sets.later@example.com';
    const token = await newMemberToken(email);
    expect(envelopeOf(await setPassword(token, 'Later1234!'))).toEqual({
      code: 200,
      message: 'success',
      data: null,
    });
    expect((await userInfo(token)).hasPassword).toBe(true);
    await expect(loginAs(store.app, email, 'Later1234!')).resolves.toMatch(/^[0-9a-f]{64}$/);
    // From now on a change needs the current password.
    const second = await setPassword(token, 'Again1234!');
    expect(envelopeOf(second)).toEqual({
      code: 400,
      message: 'This account already has a password. Change it with your current password.',
      data: null,
    });
  });

  it('is refused to a member with a password, to a guest, and for a short password', async () => {
    const demo = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    expect((await setPassword(demo, 'Taken1234!')).statusCode).toBe(400);
    expect((await post('/sso/password/set', { newPassword: 'Guest1234!' })).statusCode).toBe(401);
    const token = await newMemberToken('short@example.com');
    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(envelopeOf(short).message).toBe('The password needs at least 8 characters.');
  });

  it('tells a member without a password that the change flow needs one', async () => {
    const token = await newMemberToken('no.current@example.com');
    const response = await post(
      '/sso/password/update',
      { oldPassword: 'Guess1234!', newPassword: 'Newer1234!' },
      bearer(token),
    );
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: 'This account has no password yet. Set one instead.',
      data: null,
    });
  });
});
