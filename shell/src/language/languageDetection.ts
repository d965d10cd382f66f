// Path prefix, then the i18n_redirected cookie, then the browser, then en.
// Detection speaks the wider vocabulary of the original site (zh-CN, ar-SA, ...); the site serves
// only en and zh-TW, so `toSiteLanguage` maps any detected code onto one of those two. The page server
// (shell/server/languageRedirect.ts) runs this too: it reads the locale rules' own module, not
// shared-lib's whole index (components and styles a plain node process cannot load).
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  localizePath,
  splitLocalePath,
  type Language,
} from '@topup/shared-lib/startup/locale';

/** Browser base languages that stand for a regional code. */
export const BROWSER_LANGUAGE_MAP: Readonly<Record<string, string>> = { zh: 'zh-CN', ar: 'ar-SA' };
export interface LanguageSources {
  pathname: string;
  /** Value of the i18n_redirected cookie, if any. */
  cookie: string | null;
  /** navigator.languages (or [navigator.language]); first wins. */
  browserLanguages: readonly string[];
  /** Codes the site is configured for; the path and cookie are accepted only from these. */
  configured?: readonly string[];
}

function firstPathSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment.length > 0) ?? '';
}

/** `zh-HK` -> zh-CN, `ar` -> ar-SA, `fr-CA` -> fr: the browser's preference in detection codes. */
export function fromBrowserLanguage(tag: string): string {
  const base = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return BROWSER_LANGUAGE_MAP[base] ?? base;
}

export function detectLanguage({
  pathname,
  cookie,
  browserLanguages,
  configured = SUPPORTED_LANGUAGES,
}: LanguageSources): string {
  const prefix = firstPathSegment(pathname);
  if (configured.includes(prefix)) return prefix;
  if (cookie && configured.includes(cookie)) return cookie;
  const browser = browserLanguages.find((tag) => tag.trim().length > 0);
  if (browser) return fromBrowserLanguage(browser);
  return DEFAULT_LANGUAGE;
}

/** The served language for a detected code: any Chinese reads Traditional Chinese, the rest English. */
export function toSiteLanguage(code: string): Language {
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(code)) return code as Language;
  return code.toLowerCase().startsWith('zh') ? 'zh-TW' : DEFAULT_LANGUAGE;
}

/**
 * Where a page opened at `pathname` goes by the choice (`detected`, detectLanguage's answer for
 * it), or null to stay. Only a bare (English) path moves: to its Chinese address when the stored cookie
 * says so, or, with no stored choice, the browser prefers Chinese. An address with a language prefix
 * (/zh-TW/..., /en/...) is detected as its own prefix: a choice already made, it never moves. The
 * store's server detects with no browser languages, by the cookie alone, so a crawler (which keeps no
 * cookie) gets every address as it asked.
 */
export function languageRedirectPath(pathname: string, detected: string): string | null {
  if (!pathname.startsWith('/')) return null;
  const chosen = toSiteLanguage(detected);
  const { language, path } = splitLocalePath(pathname);
  return chosen === language ? null : localizePath(path, chosen);
}
