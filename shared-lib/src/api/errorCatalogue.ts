// The error catalogue "Error catalogue" and the access rule exemptions: what a failed call means for the page. The client
// asks `classifyFailure`; the stores decide how each outcome looks (toast, logout, redirect).
import { type ApiError, NETWORK_ERROR_CODE, UNAUTHORIZED_CODE } from './envelope';

/** The server's "country or region not supported" phrase, Simplified and Traditional. */
export const NOT_SUPPORTED_PHRASE_HANS = '国家或地区不支持';
export const NOT_SUPPORTED_PHRASE_HANT = '國家或地區不支援';
export const NOT_SUPPORTED_PHRASES = [NOT_SUPPORTED_PHRASE_HANS, NOT_SUPPORTED_PHRASE_HANT] as const;

/** Where a not-supported answer sends the shopper (replace, not push). */
export const NOT_SUPPORTED_PATH = '/error/notsupported';

/** Calls whose 401 does not log out: background checks an anonymous page also makes. */
export const UNAUTHORIZED_EXEMPT_PATHS = [
  '/hums/utm/tracker',
  '/hums/vip/discount',
  '/hums/coupon/member/available',
] as const;

export type FailureKind = 'notSupported' | 'unauthorized' | 'network' | 'toast' | 'silent';

export function isNotSupportedMessage(message: string): boolean {
  return NOT_SUPPORTED_PHRASES.some((phrase) => message.includes(phrase));
}

export function isUnauthorizedExempt(path: string): boolean {
  return (UNAUTHORIZED_EXEMPT_PATHS as readonly string[]).includes(path);
}

/**
 * Decides the outcome of a failure. Order matters: the not-supported phrase wins over any code;
 * a 401 on an exempt call is silent (an anonymous page must not be told its login expired);
 * everything else toasts unless the call turned toasts off.
 */
export function classifyFailure(error: ApiError, toast = true): FailureKind {
  if (isNotSupportedMessage(error.message)) return 'notSupported';
  if (error.code === UNAUTHORIZED_CODE) return isUnauthorizedExempt(error.path) ? 'silent' : 'unauthorized';
  if (!toast) return 'silent';
  return error.code === NETWORK_ERROR_CODE ? 'network' : 'toast';
}
