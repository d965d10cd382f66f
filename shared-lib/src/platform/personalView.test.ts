import { readCookie, removeCookie } from './cookies';
import { PERSONAL_VIEW_COOKIE, personalViewStored, syncPersonalView } from './personalView';
import { STORAGE_KEYS, removeStored, writeStored } from './storage';

describe('the personal-view cookie (server rendering)', () => {
  beforeEach(() => {
    localStorage.clear();
    removeCookie(PERSONAL_VIEW_COOKIE);
  });

  it('is absent for a first visit, and for stored choices that are the defaults', () => {
    writeStored(STORAGE_KEYS.currencyCode, 'USD');
    writeStored(STORAGE_KEYS.areaCode, 'US');
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    expect(personalViewStored()).toBe(false);
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBeNull();
  });

  it.each([
    ['a member session', STORAGE_KEYS.userToken, 'Bearer t'],
    ['another currency', STORAGE_KEYS.currencyCode, 'TWD'],
    ['another country', STORAGE_KEYS.areaCode, 'TW'],
    ['the new-user offer closed', STORAGE_KEYS.closeNewUserBanner, true],
  ])('is set as soon as %s is stored, and removed with it', (_what, key, value) => {
    writeStored(key, value);
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBe('1');
    removeStored(key);
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBeNull();
  });

  it('follows storage at start, when an entry expired or was written by other code', () => {
    localStorage.setItem(
      STORAGE_KEYS.userToken,
      JSON.stringify({ value: 'Bearer t', expires: Date.now() + 60_000 }),
    );
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBeNull();
    syncPersonalView();
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBe('1');
    localStorage.setItem(
      STORAGE_KEYS.userToken,
      JSON.stringify({ value: 'Bearer t', expires: Date.now() - 1 }),
    );
    syncPersonalView();
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBeNull();
  });
});
