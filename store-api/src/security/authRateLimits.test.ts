import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import {
  CODE_FAILURES_PER_ADDRESS,
  CODE_REQUESTS_PER_CLIENT,
  LOGIN_FAILURES_PER_ACCOUNT,
  TOO_MANY_CODE_FAILURES,
  TOO_MANY_CODE_REQUESTS,
  TOO_MANY_LOGIN_FAILURES,
} from './authRateLimits';

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  store.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('sign-in rate limit', () => {
  it(`refuses the account with 429 after ${LOGIN_FAILURES_PER_ACCOUNT} wrong passwords, even the right one`, async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt += 1) {
      const wrong = await post('/sso/email/login', {
        email: DEMO_MEMBER_EMAIL,
        password: `Wrong${attempt}!`,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await post('/sso/email/login', {
      email: DEMO_MEMBER_EMAIL,
      password: DEMO_MEMBER_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toEqual({ code: 429, message: TOO_MANY_LOGIN_FAILURES, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Any case of the address is the same account.
    const upper = await post('/sso/email/login', { email: DEMO_MEMBER_EMAIL.toUpperCase(), password: 'x' });
    expect(upper.statusCode).toBe(429);
    // Another member is not locked out by it.
    const other = await post('/sso/email/login', { email: 'other@topup.test', password: 'Other1234!' });
    expect(other.statusCode).toBe(200);
  });

  it('forgets a member’s own typos once they sign in', async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT - 1; attempt += 1) {
      await post('/sso/email/login', { email: DEMO_MEMBER_EMAIL, password: 'Wrong1234!' });
    }
    expect(
      (await post('/sso/email/login', { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/sso/email/login', { email: DEMO_MEMBER_EMAIL, password: 'Wrong1234!' })).statusCode,
    ).toBe(400);
  });

  it('limits phone password sign-in per number too', async () => {
    const payload = { prefix: '+886', phone: '912345678', password: 'Wrong1234!' };
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt += 1) {
      expect((await post('/sso/login/phone/ex', payload)).statusCode).toBe(400);
    }
    expect((await post('/sso/login/phone/ex', payload)).statusCode).toBe(429);
  });
});

describe('verification code rate limits', () => {
  it(`refuses code checks for an address after ${CODE_FAILURES_PER_ADDRESS} wrong codes`, async () => {
    const email = 'guess@topup.test';
    expect((await post('/sso/email/register/authcode', { email })).statusCode).toBe(200);
    for (let attempt = 0; attempt < CODE_FAILURES_PER_ADDRESS; attempt += 1) {
      const wrong = await post('/sso/email/register', {
        email,
        authCode: String(100000 + attempt),
        password: 'Guess1234!',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await post('/sso/email/register', { email, authCode: '999999', password: 'Guess1234!' });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toBe(TOO_MANY_CODE_FAILURES);
  });

  it(`refuses more than ${CODE_REQUESTS_PER_CLIENT} code requests from one client`, async () => {
    for (let index = 0; index < CODE_REQUESTS_PER_CLIENT; index += 1) {
      const sent = await post(
        '/sso/email/register/authcode',
        { email: `spray${index}@topup.test` },
        '10.0.0.7',
      );
      expect(sent.statusCode).toBe(200);
    }
    const refused = await post(
      '/sso/email/register/authcode',
      { email: 'spray-last@topup.test' },
      '10.0.0.7',
    );
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toEqual({ code: 429, message: TOO_MANY_CODE_REQUESTS, data: null });
    // Another client is unaffected.
    expect(
      (await post('/sso/email/register/authcode', { email: 'elsewhere@topup.test' }, '10.0.0.8')).statusCode,
    ).toBe(200);
  });

  it('counts each shopper behind the store’s own proxy apart, by the address it names', async () => {
    // The shell's /api proxy runs on this machine (127.0.0.1) and names the browser's address.
    const fromShopper = (email: string, shopper: string) =>
      store.app.inject({
        method: 'POST',
        url: '/sso/email/register/authcode',
        payload: { email },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': shopper },
      });
    for (let index = 0; index < CODE_REQUESTS_PER_CLIENT; index += 1) {
      expect((await fromShopper(`busy${index}@topup.test`, '203.0.113.5')).statusCode).toBe(200);
    }
    expect((await fromShopper('busy-last@topup.test', '203.0.113.5')).statusCode).toBe(429);
    // Another shopper through the same proxy is unaffected.
    expect((await fromShopper('calm@topup.test', '203.0.113.6')).statusCode).toBe(200);
  });

  it('ignores the address a client elsewhere claims for itself', async () => {
    const claiming = (index: number) =>
      store.app.inject({
        method: 'POST',
        url: '/sso/email/register/authcode',
        payload: { email: `claim${index}@topup.test` },
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': `198.51.100.${index}` },
      });
    for (let index = 0; index < CODE_REQUESTS_PER_CLIENT; index += 1) {
      expect((await claiming(index)).statusCode).toBe(200);
    }
    expect((await claiming(CODE_REQUESTS_PER_CLIENT)).statusCode).toBe(429);
  });
});
