import { PASSWORD_CHECKS_PENDING_PER_ACCOUNT, PASSWORD_QUEUE_FULL } from '../auth/passwordQueue';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import {
  CODE_FAILURES_PER_ADDRESS,
  CODE_FAILURES_PER_CLIENT,
  CODE_REQUESTS_PER_CLIENT,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_CLIENT,
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

  it('counts every way of writing one phone number as that one number', async () => {
    const forms = ['912345678', '0912345678', '00886912345678', '+886 912345678', '0912-345-678'];
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt += 1) {
      const phone = forms[attempt % forms.length] ?? '';
      const wrong = await post('/sso/login/phone/ex', { prefix: '+886', phone, password: 'Wrong1234!' });
      expect(wrong.statusCode).toBe(400);
    }
    for (const phone of forms) {
      const refused = await post('/sso/login/phone/ex', { prefix: '+886', phone, password: 'Wrong1234!' });
      expect(refused.statusCode).toBe(429);
    }
  });

  it('sends one code a minute to a phone number however it is written', async () => {
    const ask = (phone: string) => post('/sso/login/v2/phone/authcode', { prefix: '+886', phone });
    expect((await ask('0912345678')).statusCode).toBe(200);
    for (const phone of ['912345678', '00886912345678', '+886 912 345 678']) {
      const refused = await ask(phone);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits phone password sign-in per number too', async () => {
    const payload = { prefix: '+886', phone: '912345678', password: 'Wrong1234!' };
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt += 1) {
      expect((await post('/sso/login/phone/ex', payload)).statusCode).toBe(400);
    }
    expect((await post('/sso/login/phone/ex', payload)).statusCode).toBe(429);
  });
});

/** A guard for jest, not a speed requirement: a burst hashes up to 50 passwords on a busy machine. */
const BURST_TIMEOUT_MS = 120_000;

/** Status counts of a burst of requests sent all at once. */
async function burst(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const statuses: Record<number, number> = {};
  for (const { statusCode } of responses) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  return statuses;
}

// An attempt is counted before the password or code is checked, so requests in flight at the same time
// cannot all slip under the limit: a 400 is an attempt that was checked, a 429 one that never was.
describe('limits under a parallel burst', () => {
  it(
    `checks at most ${LOGIN_FAILURES_PER_ACCOUNT} of 100 parallel wrong passwords for one account`,
    async () => {
      const statuses = await burst(100, (index) =>
        post('/sso/email/login', { email: DEMO_MEMBER_EMAIL, password: `Wrong${index}!` }, `10.1.0.${index}`),
      );
      expect(statuses[400] ?? 0).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT);
      expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(100);
      // Like a serial run: however the burst is repeated, exactly the limit is ever checked.
      let checked = statuses[400] ?? 0;
      for (
        let round = 0;
        round < LOGIN_FAILURES_PER_ACCOUNT && checked < LOGIN_FAILURES_PER_ACCOUNT;
        round += 1
      ) {
        const again = await burst(20, (index) =>
          post(
            '/sso/email/login',
            { email: DEMO_MEMBER_EMAIL, password: `Again${index}!` },
            `10.2.0.${index}`,
          ),
        );
        checked += again[400] ?? 0;
      }
      expect(checked).toBe(LOGIN_FAILURES_PER_ACCOUNT);
      const refused = await post('/sso/email/login', {
        email: DEMO_MEMBER_EMAIL,
        password: DEMO_MEMBER_PASSWORD,
      });
      expect(refused.statusCode).toBe(429);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    `checks at most ${LOGIN_FAILURES_PER_CLIENT} of 200 parallel wrong sign-ins from one client`,
    async () => {
      const statuses = await burst(200, (index) =>
        post('/sso/email/login', { email: `nobody${index}@topup.test`, password: 'Wrong1234!' }, '10.3.0.1'),
      );
      expect(statuses[400] ?? 0).toBeLessThanOrEqual(LOGIN_FAILURES_PER_CLIENT);
      expect(statuses[429]).toBeGreaterThanOrEqual(200 - LOGIN_FAILURES_PER_CLIENT);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    `checks at most ${CODE_FAILURES_PER_ADDRESS} of 50 parallel wrong codes for one address`,
    async () => {
      const email = 'burst@topup.test';
      expect((await post('/sso/email/register/authcode', { email })).statusCode).toBe(200);
      const statuses = await burst(50, (index) =>
        post(
          '/sso/email/register',
          { email, authCode: String(200000 + index), password: 'Burst1234!' },
          `10.4.0.${index}`,
        ),
      );
      expect(statuses[400] ?? 0).toBeLessThanOrEqual(CODE_FAILURES_PER_ADDRESS);
      expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(50);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    `checks at most ${CODE_FAILURES_PER_CLIENT} of 200 parallel wrong codes from one client`,
    async () => {
      const statuses = await burst(200, (index) =>
        post(
          '/sso/email/resetpassword',
          { email: `reset${index}@topup.test`, authCode: '123456', password: 'Reset1234!' },
          '10.5.0.1',
        ),
      );
      expect(statuses[400] ?? 0).toBeLessThanOrEqual(CODE_FAILURES_PER_CLIENT);
      expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(200);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('password hashing under a flood of one account', () => {
  it(
    `hashes at most ${PASSWORD_CHECKS_PENDING_PER_ACCOUNT} sign-ins of one account at once and refuses the rest`,
    async () => {
      const flood = Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          post(
            '/sso/email/login',
            { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
            `10.6.0.${String(index)}`,
          ),
        ),
      );
      // Another shopper's sign-in is not refused by the flood of the first account.
      const other = await post('/sso/email/login', { email: 'other@topup.test', password: 'Other1234!' });
      expect(other.statusCode).toBe(200);
      const responses = await flood;
      const signedIn = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode === 429);
      expect(signedIn.length + refused.length).toBe(30);
      expect(signedIn.length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(30 - PASSWORD_CHECKS_PENDING_PER_ACCOUNT * 2);
      // Refused by the hashing queue, or, when more were counted in flight than the account may fail (a
      // database across the network counts them all before the first is hashed), by the account's limit.
      for (const response of refused) {
        expect(envelopeOf(response)).toMatchObject({ code: 429, data: null });
        expect([PASSWORD_QUEUE_FULL, TOO_MANY_LOGIN_FAILURES]).toContain(envelopeOf(response).message);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Refused sign-ins were never checked, so they count as no failure of the account.
      for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT - 1; attempt += 1) {
        const wrong = await post('/sso/email/login', { email: DEMO_MEMBER_EMAIL, password: 'Wrong1234!' });
        expect(wrong.statusCode).toBe(400);
      }
    },
    BURST_TIMEOUT_MS,
  );
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
