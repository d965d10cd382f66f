// The shell's sso calls of the store API: the login popup's (sign-in codes, logins, registration,
// passwords, binding, the third-party login code) and the session's (the member, the logout). Forms
// show their own failures, so only the member's read toasts.
import { TEXT_CONTENT_TYPE, callGroup, type LoginResult, type UserInfo } from '@topup/shared-lib';
import type {
  BindEmailPayload,
  BindPhonePayload,
  EmailAuthCodePayload,
  EmailCodeSignInPayload,
  EmailLoginPayload,
  EmailPasswordResetPayload,
  EmailRegisterPayload,
  PasswordSetPayload,
  PasswordUpdatePayload,
  PhoneAuthCodePayload,
  PhoneLoginPayload,
  PhonePasswordResetPayload,
  PhoneRegisterPayload,
} from './loginPayloads';

export const loginApi = callGroup((apiRequest) => {
  const post = <T>(path: string, payload: object) =>
    apiRequest<T>({ method: 'POST', path, params: { ...payload }, toast: false });
  return {
    emailLogin: (payload: EmailLoginPayload) => post<LoginResult>('/sso/email/login', payload),
    /** The member behind the token. */
    userInfo: () => apiRequest<UserInfo>({ path: '/sso/info/ex/refresh' }),
    logout: () => apiRequest<null>({ method: 'DELETE', path: '/hums/app/logout', toast: false }),
    /** Sends a sign-in code to the address, whether or not it has an account yet. */
    emailSignInAuthCode: (payload: EmailAuthCodePayload) => post<null>('/sso/email/signin/authcode', payload),
    /** Signs in with the address and its code; a new address becomes an account without a password. */
    emailCodeSignIn: (payload: EmailCodeSignInPayload) => post<LoginResult>('/sso/email/signin', payload),
    phoneLogin: (payload: PhoneLoginPayload) => post<LoginResult>('/sso/login/phone/ex', payload),
    phoneLoginAuthCode: (payload: PhoneAuthCodePayload) =>
      post<null>('/sso/login/v2/phone/authcode', payload),
    registerPhone: (payload: PhoneRegisterPayload) => post<LoginResult>('/sso/register/phone', payload),
    emailRegister: (payload: EmailRegisterPayload) => post<LoginResult>('/sso/email/register', payload),
    emailRegisterAuthCode: (payload: EmailAuthCodePayload) =>
      post<null>('/sso/email/register/authcode', payload),
    passwordReset: (payload: PhonePasswordResetPayload) => post<null>('/sso/password/reset', payload),
    passwordUpdate: (payload: PasswordUpdatePayload) => post<null>('/sso/password/update', payload),
    passwordSet: (payload: PasswordSetPayload) => post<null>('/sso/password/set', payload),
    bindPhone: (payload: BindPhonePayload) => post<null>('/sso/bind/phone', payload),
    emailBindAuthCode: (payload: EmailAuthCodePayload) => post<null>('/sso/email/bind/authcode', payload),
    emailBind: (payload: BindEmailPayload) => post<null>('/sso/email/bind/v2', payload),
    emailResetPasswordAuthCode: (payload: EmailAuthCodePayload) =>
      post<null>('/sso/email/resetpassword/authcode', payload),
    emailResetPassword: (payload: EmailPasswordResetPayload) =>
      post<null>('/sso/email/resetpassword', payload),
    /** Trades a third-party login code for a session; the body is the bare code (text/plain). */
    oauth2Code: (code: string) =>
      apiRequest<LoginResult>({
        method: 'POST',
        path: '/sso/oauth2/code',
        body: code,
        contentType: TEXT_CONTENT_TYPE,
        toast: false,
      }),
  };
});
