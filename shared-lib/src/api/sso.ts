import { apiRequest } from './client';
import type { LoginResult, UserInfo } from './types';

export const sso = {
  emailLogin: (payload: { email: string; password: string }) =>
    // The login form shows the failure inline; no toast.
    apiRequest<LoginResult>({ method: 'POST', path: '/sso/email/login', params: payload, toast: false }),
  userInfo: () => apiRequest<UserInfo>({ path: '/sso/info/ex/refresh' }),
  logout: () => apiRequest<null>({ method: 'DELETE', path: '/hums/app/logout', toast: false }),
};
