import type { Language } from '@topup/shared-lib';

/** Spec 3: the language choice lives in the i18n_redirected cookie for 30 days. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_DAYS = 30;

export function writeLanguageCookie(language: Language): void {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${maxAge}; samesite=lax`;
}
