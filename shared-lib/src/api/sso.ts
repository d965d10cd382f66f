// The phone prefix list every phone field offers. The login and session calls are the shell's, which
// alone logs a shopper in or out (shell/src/login/loginApi.ts).
import type { ApiRequest } from './client';
import type { PhonePrefix } from './ssoTypes';

export function ssoApi(apiRequest: ApiRequest) {
  return {
    phonePrefixes: () => apiRequest<PhonePrefix[]>({ path: '/sso/register/phone/prefix', toast: false }),
  };
}
