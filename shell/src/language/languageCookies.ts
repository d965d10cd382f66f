// Remembering the language choice: i18n_redirected for 30 days, the locale for 365.
// The shell's entry reads the choice before the shared libraries are set up (startup/languageArrival.ts):
// it takes the cookie helpers' own module, not shared-lib's federated index.
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  readCookie,
  writeCookie,
} from '@topup/shared-lib/startup/cookies';
import { detectLanguage } from './languageDetection';

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
 * The language chosen for the current page, as detection codes (zh-CN, ar-SA, ...). The site
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
