// What the store's server must know to render a shopper's page as their browser will render it: their
// session, currency and country, and whether they have answered the cookie question. The store keeps them in local storage, which the server
// cannot read, so each is mirrored into a cookie whenever its key is written (onStoredChange) and
// checked again at every start (a stored entry expires). Everything else a page reads from storage
// renders after hydration (ClientOnly).
// The session cookie carries the stored token, readable by the page's scripts as before; the store's
// API authorizes by its Authorization header only, so the cookie authorizes nothing there. It lives as
// long as a session (shared-lib domain/session.ts), the choices as long as stored entries.
import {
  COOKIE_CHOICE_COOKIE,
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  DAY_SECONDS,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  MEMBER_SESSION_COOKIE,
  SESSION_LIFETIME_DAYS,
  STORAGE_EXPIRY_SECONDS,
  STORAGE_KEYS,
  isString,
  onStoredChange,
  readCookie,
  readStored,
  removeCookie,
  writeCookie,
} from '@topup/shared-lib';

/** Each cookie's life in days. */
const COOKIE_DAYS: Readonly<Record<string, number>> = {
  [MEMBER_SESSION_COOKIE]: SESSION_LIFETIME_DAYS,
  [CURRENCY_COOKIE]: STORAGE_EXPIRY_SECONDS / DAY_SECONDS,
  [COUNTRY_COOKIE]: STORAGE_EXPIRY_SECONDS / DAY_SECONDS,
  [COOKIE_CHOICE_COOKIE]: STORAGE_EXPIRY_SECONDS / DAY_SECONDS,
};

/** The stored session token (a legacy key counts until it is moved), or null. */
function storedSession(): string | null {
  return readStored(STORAGE_KEYS.userToken, isString) ?? readStored(STORAGE_KEYS.legacyToken, isString);
}

/** Each cookie and the stored value it mirrors; null: nothing to say (the default, or no session). */
const MIRRORED: Readonly<Record<string, () => string | null>> = {
  [MEMBER_SESSION_COOKIE]: storedSession,
  [CURRENCY_COOKIE]: () => {
    const code = readStored(STORAGE_KEYS.currencyCode, isString);
    return code && code !== DEFAULT_CURRENCY ? code : null;
  },
  [COUNTRY_COOKIE]: () => {
    const code = readStored(STORAGE_KEYS.areaCode, isString);
    return code && code.toUpperCase() !== DEFAULT_COUNTRY ? code.toUpperCase() : null;
  },
  [COOKIE_CHOICE_COOKIE]: () => readStored(STORAGE_KEYS.cookieStatus, isString),
};

const WATCHED_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.userToken,
  STORAGE_KEYS.legacyToken,
  STORAGE_KEYS.currencyCode,
  STORAGE_KEYS.areaCode,
  STORAGE_KEYS.cookieStatus,
]);

/**
 * Which session a page was rendered for, without the token itself (FNV-1a, 32 bits): the page takes
 * the member it was rendered with only for the session it stores (a cookie written by other code must
 * not show another member). A mark, not a secret: the token is in the cookie and in storage anyway.
 */
export function sessionMark(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Sets `value` as the cookie, or removes it (null), unless it already holds that. */
function syncCookie(name: string, value: string | null): void {
  if (readCookie(name) === value) return;
  if (value === null) removeCookie(name);
  else writeCookie(name, value, COOKIE_DAYS[name] ?? SESSION_LIFETIME_DAYS);
}

/** Sets or removes every mirrored cookie as storage says. */
export function syncPersonalView(): void {
  for (const [name, stored] of Object.entries(MIRRORED)) syncCookie(name, stored());
}

onStoredChange((key) => {
  if (WATCHED_KEYS.has(key)) syncPersonalView();
});
