// Remembering the language choice (spec 3, 9): i18n_redirected for 30 days, the locale for 365.
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LOCALE_COOKIE_DAYS,
  readCookie,
  writeCookie,
} from '@topup/shared-lib';
import { detectLanguage } from './languageDetection';

/** The locale cookie's name (spec 9 gives its lifetime, not its name). */
export const LOCALE_COOKIE = 'i18n_locale';

export function readLanguageCookie(): string | null {
  return readCookie(LANGUAGE_COOKIE);
}

/** Stores the choice in both cookies. */
export function rememberLanguage(language: string): void {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  writeCookie(LOCALE_COOKIE, language, LOCALE_COOKIE_DAYS);
}

/** Detection inputs of the current page (browser only). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Spec 4 language choice for the current page, as detection codes (zh-CN, ar-SA, ...). The site
 * serves only en and zh-TW: pass the result through `toSiteLanguage` before changing language.
 */
export function detectPageLanguage(configured?: readonly string[]): string {
  return detectLanguage({
    pathname: typeof window === 'undefined' ? '/' : window.location.pathname,
    cookie: readLanguageCookie(),
    browserLanguages: browserLanguages(),
    ...(configured ? { configured } : {}),
  });
}
