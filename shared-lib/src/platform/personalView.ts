// Server rendering (issue 10): the store's server cannot read local storage, so two cookies tell it
// what a shopper's stored entries change (scripts/serve/serverRender.ts). They are kept in step with
// storage whenever one of those keys is written (onStoredChange), and checked again at every start (a
// stored entry expires):
// - `personal_view` says whose view the pages are: `member` when a session is stored and nothing else
//   changes the page, `choices` when a currency or a country other than the default is stored, or the
//   new-user offer was closed. Absent: a first visit's view, the same for everybody.
// - `member_session` carries the stored session token, so the server can render a member's own pages
//   with the member's reads (sent with that token, as the page's api client would). The token is the one
//   local storage holds (spec 3), readable by the page's scripts as before; the store's API authorizes by
//   its Authorization header only, so the cookie authorizes nothing there. It lives as long as a session
//   (domain/session.ts), not as long as the stored entry.
import { DEFAULT_COUNTRY } from '../domain/countries';
import { DEFAULT_CURRENCY } from '../domain/money';
import { SESSION_LIFETIME_DAYS } from '../domain/session';
import { readCookie, removeCookie, writeCookie, DAY_SECONDS } from './cookies';
import {
  STORAGE_EXPIRY_SECONDS,
  STORAGE_KEYS,
  isBoolean,
  isString,
  onStoredChange,
  readStored,
} from './storage';

export const PERSONAL_VIEW_COOKIE = 'personal_view';
export const MEMBER_SESSION_COOKIE = 'member_session';

/** The `personal_view` values: a member's own view, or stored choices that change every page. */
export const PERSONAL_VIEWS = { member: 'member', choices: 'choices' } as const;
export type PersonalView = (typeof PERSONAL_VIEWS)[keyof typeof PERSONAL_VIEWS];

/** Each cookie's life in days: the view as long as stored entries, the session as long as a session. */
const COOKIE_DAYS = {
  [PERSONAL_VIEW_COOKIE]: STORAGE_EXPIRY_SECONDS / DAY_SECONDS,
  [MEMBER_SESSION_COOKIE]: SESSION_LIFETIME_DAYS,
} as const;

/** The stored session token (a legacy key counts until it is moved), or null. */
function storedSession(): string | null {
  return readStored(STORAGE_KEYS.userToken, isString) ?? readStored(STORAGE_KEYS.legacyToken, isString);
}

/** The stored choices that change what a page shows, and when each does. */
const CHOICE_ENTRIES: Readonly<Record<string, () => boolean>> = {
  [STORAGE_KEYS.currencyCode]: () =>
    (readStored(STORAGE_KEYS.currencyCode, isString) ?? DEFAULT_CURRENCY) !== DEFAULT_CURRENCY,
  [STORAGE_KEYS.areaCode]: () =>
    (readStored(STORAGE_KEYS.areaCode, isString) ?? DEFAULT_COUNTRY) !== DEFAULT_COUNTRY,
  [STORAGE_KEYS.closeNewUserBanner]: () => readStored(STORAGE_KEYS.closeNewUserBanner, isBoolean) === true,
};

const SESSION_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.userToken, STORAGE_KEYS.legacyToken]);

/** Whose view this shopper's pages are, from storage; null: a first visit's. */
export function personalView(): PersonalView | null {
  if (Object.values(CHOICE_ENTRIES).some((stored) => stored())) return PERSONAL_VIEWS.choices;
  return storedSession() !== null ? PERSONAL_VIEWS.member : null;
}

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
function syncCookie(name: keyof typeof COOKIE_DAYS, value: string | null): void {
  if (readCookie(name) === value) return;
  if (value === null) removeCookie(name);
  else writeCookie(name, value, COOKIE_DAYS[name]);
}

/** Sets or removes both cookies as storage says. */
export function syncPersonalView(): void {
  syncCookie(PERSONAL_VIEW_COOKIE, personalView());
  syncCookie(MEMBER_SESSION_COOKIE, storedSession());
}

onStoredChange((key) => {
  if (key in CHOICE_ENTRIES || SESSION_KEYS.has(key)) syncPersonalView();
});
