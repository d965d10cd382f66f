// What a member answer must hold to be taken as one: the user store's stored copy and a page rendered
// for a member (the browser), and the member the store's server reads to render that page.
import type { UserInfo } from './types';

export function isUserInfo(value: unknown): value is UserInfo {
  return typeof value === 'object' && value !== null && typeof (value as UserInfo).id === 'number';
}
