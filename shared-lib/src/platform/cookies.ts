// Cookie helper: read, write with a max-age in days, remove. Values are URI-encoded so any string
// round-trips; a malformed cookie reads as absent.

export const DAY_SECONDS = 86_400;
/** The language choice: cookie name and life in days. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_DAYS = 30;
/** The locale cookie: name and life in days. */
export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_DAYS = 365;
export const CURRENCY_RATE_COOKIE_DAYS = 7;

function cookieJar(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

export function readCookie(name: string): string | null {
  const jar = cookieJar();
  if (!jar) return null;
  for (const part of jar.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null; // not valid URI encoding: someone else's format
    }
  }
  return null;
}

/** Sent over HTTPS only when the page is (a session token travels in one, platform/personalView.ts). */
function secureFlag(jar: Document): string {
  return jar.location.protocol === 'https:' ? '; Secure' : '';
}

export function writeCookie(name: string, value: string, days: number): void {
  const jar = cookieJar();
  if (!jar) return;
  const maxAge = Math.max(0, Math.round(days * DAY_SECONDS));
  jar.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax${secureFlag(jar)}`;
}

export function removeCookie(name: string): void {
  const jar = cookieJar();
  if (!jar) return;
  jar.cookie = `${name}=; max-age=0; path=/; SameSite=Lax${secureFlag(jar)}`;
}
