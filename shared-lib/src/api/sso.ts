// The session's calls of the store API (the one user store's login, member and logout, the phone prefix
// list every phone field offers). The login popup's other calls are the shell's (shell/src/login/loginApi.ts).
import type { ApiRequest } from './client';
import type { EmailLoginPayload, PhonePrefix } from './ssoTypes';
import type { LoginResult, UserInfo } from './types';

export function ssoApi(apiRequest: ApiRequest) {
  return {
    /** A form shows its own failure: no toast. */
    emailLogin: (payload: EmailLoginPayload) =>
      apiRequest<LoginResult>({
        method: 'POST',
        path: '/sso/email/login',
        params: { ...payload },
        toast: false,
      }),
    /** The member behind the token. */
    userInfo: () => apiRequest<UserInfo>({ path: '/sso/info/ex/refresh' }),
    logout: () => apiRequest<null>({ method: 'DELETE', path: '/hums/app/logout', toast: false }),
    phonePrefixes: () => apiRequest<PhonePrefix[]>({ path: '/sso/register/phone/prefix', toast: false }),
  };
}
