// Each sso call of the shell goes to its path with its method and payload; only the member's read toasts
// its failure.
import { fail, installFakeTransport, ok, testApi } from '@topup/shared-lib/testing';
import type { Api } from '@topup/shared-lib';
import { loginApi } from './loginApi';

let api: Api;
let onError: jest.Mock;
let fake: ReturnType<typeof installFakeTransport>;

type Call = [string, () => Promise<unknown>, string, string];

const calls: Call[] = [
  ['emailLogin', () => loginApi(api).emailLogin({ email: 'e', password: 'p' }), 'POST', '/sso/email/login'],
  ['logout', () => loginApi(api).logout(), 'DELETE', '/hums/app/logout'],
  ['emailBind', () => loginApi(api).emailBind({ email: 'e', authCode: '1' }), 'POST', '/sso/email/bind/v2'],
  ['passwordSet', () => loginApi(api).passwordSet({ newPassword: 'p' }), 'POST', '/sso/password/set'],
  ['oauth2Code', () => loginApi(api).oauth2Code('c'), 'POST', '/sso/oauth2/code'],
  [
    'registerPhone',
    () => loginApi(api).registerPhone({ prefix: '+1', phone: '1', authCode: '1', password: 'p' }),
    'POST',
    '/sso/register/phone',
  ],
  [
    'emailRegister',
    () => loginApi(api).emailRegister({ email: 'e', password: 'p', authCode: '1' }),
    'POST',
    '/sso/email/register',
  ],
  [
    'emailRegisterAuthCode',
    () => loginApi(api).emailRegisterAuthCode({ email: 'e' }),
    'POST',
    '/sso/email/register/authcode',
  ],
  [
    'passwordReset',
    () => loginApi(api).passwordReset({ prefix: '+1', phone: '5550100', authCode: '1', password: 'p' }),
    'POST',
    '/sso/password/reset',
  ],
  [
    'passwordUpdate',
    () => loginApi(api).passwordUpdate({ oldPassword: 'o', newPassword: 'p' }),
    'POST',
    '/sso/password/update',
  ],
  [
    'bindPhone',
    () => loginApi(api).bindPhone({ prefix: '+1', phone: '1', authCode: '1' }),
    'POST',
    '/sso/bind/phone',
  ],
  [
    'emailBindAuthCode',
    () => loginApi(api).emailBindAuthCode({ email: 'e' }),
    'POST',
    '/sso/email/bind/authcode',
  ],
  [
    'emailResetPasswordAuthCode',
    () => loginApi(api).emailResetPasswordAuthCode({ email: 'e' }),
    'POST',
    '/sso/email/resetpassword/authcode',
  ],
  [
    'emailResetPassword',
    () => loginApi(api).emailResetPassword({ email: 'e', authCode: '1', password: 'p' }),
    'POST',
    '/sso/email/resetpassword',
  ],
  [
    'phoneLogin',
    () => loginApi(api).phoneLogin({ prefix: '+1', phone: '1', authCode: '1' }),
    'POST',
    '/sso/login/phone/ex',
  ],
  [
    'emailSignInAuthCode',
    () => loginApi(api).emailSignInAuthCode({ email: 'e' }),
    'POST',
    '/sso/email/signin/authcode',
  ],
  [
    'emailCodeSignIn',
    () => loginApi(api).emailCodeSignIn({ email: 'e', authCode: '1' }),
    'POST',
    '/sso/email/signin',
  ],
  [
    'phoneLoginAuthCode',
    () => loginApi(api).phoneLoginAuthCode({ prefix: '+1', phone: '1' }),
    'POST',
    '/sso/login/v2/phone/authcode',
  ],
];

describe('login popup calls', () => {
  beforeEach(() => {
    ({ api, onError } = testApi());
  });
  afterEach(() => fake.restore());

  it.each(calls)('%s: %s %s', async (_name, call, method, path) => {
    fake = installFakeTransport(() => ({ body: ok(null) }));
    await call();
    expect(fake.last()).toMatchObject({ method, url: path });
  });

  it.each(calls)('%s does not toast its failure', async (_name, call) => {
    fake = installFakeTransport(() => ({ status: 500, body: fail(500, 'boom') }));
    await expect(call()).rejects.toMatchObject({ message: 'boom' });
    expect(onError).not.toHaveBeenCalled();
  });

  it("reads the member behind the token, and toasts a failure like any page's read", async () => {
    fake = installFakeTransport(() => ({ body: ok({ id: 1 }) }));
    await loginApi(api).userInfo();
    expect(fake.last()).toMatchObject({ method: 'GET', url: '/sso/info/ex/refresh' });
    fake.restore();
    fake = installFakeTransport(() => ({ status: 500, body: fail(500, 'boom') }));
    await expect(loginApi(api).userInfo()).rejects.toMatchObject({ message: 'boom' });
    expect(onError).toHaveBeenCalled();
  });

  it('posts the oauth2 code as text/plain', async () => {
    fake = installFakeTransport(() => ({ body: ok({ token: 't', tokenHead: 'Bearer ' }) }));
    await loginApi(api).oauth2Code('code-1');
    expect(fake.last()).toMatchObject({ data: 'code-1', headers: { 'Content-Type': 'text/plain' } });
  });
});
