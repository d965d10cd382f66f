import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { LoginResult } from './authRoutes';
import type { UserInfo } from './memberQueries';

const INVALID_EMAIL = 'Enter a valid e-mail address, like name@example.com.';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const login = (payload: unknown) =>
  store.app.inject({ method: 'POST', url: '/sso/email/login', payload: payload as object });

describe('POST /sso/email/login', () => {
  it('returns a 64-hex-character token and the Bearer head for the demo member', async () => {
    const response = await login({ email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD });
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf<LoginResult>(response);
    expect(envelope).toMatchObject({ code: 200, message: 'success', data: { tokenHead: 'Bearer ' } });
    expect(envelope.data.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('treats the email without regard to case', async () => {
    const response = await login({ email: 'DEMO@TopUp.test', password: DEMO_MEMBER_PASSWORD });
    expect(envelopeOf(response).code).toBe(200);
  });

  it.each([
    ['a wrong password', { email: DEMO_MEMBER_EMAIL, password: 'Demo1234?' }],
    ['an unknown email', { email: 'nobody@topup.test', password: DEMO_MEMBER_PASSWORD }],
  ])('answers 400 (not 401) with one message for %s', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: 'Email or password is incorrect.',
      data: null,
    });
  });

  it.each([
    ['missing email', { password: 'x' }, 'email', 'Enter your e-mail address.'],
    ['missing password', { email: DEMO_MEMBER_EMAIL }, 'password', 'Enter your password.'],
    ['an invalid email', { email: 'not-an-email', password: 'x' }, 'email', INVALID_EMAIL],
    ['an empty password', { email: DEMO_MEMBER_EMAIL, password: '' }, 'password', 'Enter your password.'],
    [
      'a numeric password',
      { email: DEMO_MEMBER_EMAIL, password: 12345678 },
      'password',
      'Enter your password.',
    ],
    ['a null email', { email: null, password: 'x' }, 'email', INVALID_EMAIL],
    ['an object email', { email: { $ne: '' }, password: 'x' }, 'email', INVALID_EMAIL],
  ])(
    'answers 400 for %s, in the shopper’s words and naming the field',
    async (_case, payload, field, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ code: 400, message, data: { field } });
    },
  );

  it('answers 400 for an array body', async () => {
    const response = await login([DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD]);
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: 'Request body must be a JSON object',
      data: null,
    });
  });

  it('answers a field’s failure in Chinese when the page is Chinese', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/sso/email/login',
      headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(envelopeOf(response).message).toBe('請輸入有效的電子郵件地址，例如 name@example.com。');
  });

  it('answers 400 for malformed JSON and for an empty body, never 500', async () => {
    const malformed = await store.app.inject({
      method: 'POST',
      url: '/sso/email/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "demo@topup.test", "password": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(envelopeOf(malformed)).toEqual({
      code: 400,
      message: 'Request body is not valid JSON.',
      data: null,
    });

    const empty = await store.app.inject({
      method: 'POST',
      url: '/sso/email/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(envelopeOf(empty)).toEqual({
      code: 400,
      message: 'Request body must be a JSON object',
      data: null,
    });
  });

  it('refuses a prototype-poisoning body with 400', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/sso/email/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"demo@topup.test","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).code).toBe(400);
  });

  it('answers 415 for a form-encoded body and 400 for plain text', async () => {
    const form = await store.app.inject({
      method: 'POST',
      url: '/sso/email/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=demo%40topup.test&password=Demo1234%21',
    });
    expect(form.statusCode).toBe(415);
    expect(envelopeOf(form)).toEqual({
      code: 415,
      message: 'Unsupported content type: send the body as application/json.',
      data: null,
    });

    const text = await store.app.inject({
      method: 'POST',
      url: '/sso/email/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'demo@topup.test Demo1234!',
    });
    expect(text.statusCode).toBe(400);
    expect(envelopeOf(text)).toEqual({
      code: 400,
      message: 'Request body must be a JSON object',
      data: null,
    });
  });
});

describe('GET /sso/info/ex/refresh', () => {
  it('returns the logged-in member', async () => {
    const token = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    const response = await store.app.inject({
      method: 'GET',
      url: '/sso/info/ex/refresh',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf<UserInfo>(response)).toEqual({
      code: 200,
      message: 'success',
      data: {
        id: 1,
        email: 'demo@topup.test',
        phone: '',
        username: 'demo_shopper',
        nickname: 'Demo Shopper',
        certStatus: 1,
        memo: '',
        createTime: '2026-03-14T08:30:00.000Z',
        growth: 120,
        hasPassword: true,
      },
    });
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', bearer('0'.repeat(64))],
    ['a header without the Bearer head', { authorization: 'Basic ZGVtbzpkZW1v' }],
  ])('answers the 401 envelope with %s', async (_case, headers) => {
    const response = await store.app.inject({ method: 'GET', url: '/sso/info/ex/refresh', headers });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toEqual({ code: 401, message: 'Please log in first.', data: null });
  });
});

describe('DELETE /hums/app/logout', () => {
  it('invalidates the token it was called with, and only that one', async () => {
    const token = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    const otherToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    // Sent like the front end does: JSON content type and no body.
    const response = await store.app.inject({
      method: 'DELETE',
      url: '/hums/app/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 200, message: 'success', data: null });

    const after = await store.app.inject({
      method: 'GET',
      url: '/sso/info/ex/refresh',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    const other = await store.app.inject({
      method: 'GET',
      url: '/sso/info/ex/refresh',
      headers: bearer(otherToken),
    });
    expect(other.statusCode).toBe(200);
  });

  it('succeeds without a session', async () => {
    const response = await store.app.inject({ method: 'DELETE', url: '/hums/app/logout' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toBeNull();
  });
});
