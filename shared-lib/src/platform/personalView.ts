// Server rendering (issue 10): the store's server renders a page only for a shopper whose stored
// choices do not change it, since it cannot read local storage: a member session, a currency or a
// country other than the default, a closed new-user offer. This cookie tells it so (scripts/serve/
// serverRender.ts): it is set while any of them is stored and removed when none is, whenever one of
// their keys is written (onStoredChange), and checked again at every start (a stored entry expires).
import { DEFAULT_COUNTRY } from '../domain/countries';
import { DEFAULT_CURRENCY } from '../domain/money';
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

/** The stored entries that change what a page shows, and when each does. */
const PERSONAL_ENTRIES: Readonly<Record<string, () => boolean>> = {
  [STORAGE_KEYS.userToken]: () => readStored(STORAGE_KEYS.userToken, isString) !== null,
  [STORAGE_KEYS.legacyToken]: () => readStored(STORAGE_KEYS.legacyToken, isString) !== null,
  [STORAGE_KEYS.currencyCode]: () =>
    (readStored(STORAGE_KEYS.currencyCode, isString) ?? DEFAULT_CURRENCY) !== DEFAULT_CURRENCY,
  [STORAGE_KEYS.areaCode]: () =>
    (readStored(STORAGE_KEYS.areaCode, isString) ?? DEFAULT_COUNTRY) !== DEFAULT_COUNTRY,
  [STORAGE_KEYS.closeNewUserBanner]: () => readStored(STORAGE_KEYS.closeNewUserBanner, isBoolean) === true,
};

/** Whether anything stored makes this shopper's pages differ from a first visit's. */
export function personalViewStored(): boolean {
  return Object.values(PERSONAL_ENTRIES).some((stored) => stored());
}

/** Sets or removes the cookie as storage says. */
export function syncPersonalView(): void {
  const personal = personalViewStored();
  if (personal === (readCookie(PERSONAL_VIEW_COOKIE) !== null)) return;
  if (personal) writeCookie(PERSONAL_VIEW_COOKIE, '1', STORAGE_EXPIRY_SECONDS / DAY_SECONDS);
  else removeCookie(PERSONAL_VIEW_COOKIE);
}

onStoredChange((key) => {
  if (key in PERSONAL_ENTRIES) syncPersonalView();
});
