import { SESSION_LIFETIME_DAYS } from '../domain/session';
import { DAY_SECONDS, readCookie, removeCookie } from './cookies';
import { MEMBER_SESSION_COOKIE, PERSONAL_VIEW_COOKIE, personalView, syncPersonalView } from './personalView';
import { STORAGE_KEYS, removeStored, writeStored } from './storage';

describe('the personal-view and member-session cookies (server rendering)', () => {
  beforeEach(() => {
    localStorage.clear();
    removeCookie(PERSONAL_VIEW_COOKIE);
    removeCookie(MEMBER_SESSION_COOKIE);
  });

  it('are absent for a first visit, and for stored choices that are the defaults', () => {
    writeStored(STORAGE_KEYS.currencyCode, 'USD');
    writeStored(STORAGE_KEYS.areaCode, 'US');
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    expect(personalView()).toBeNull();
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBeNull();
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBeNull();
  });

  it("name a member's view and carry the session while a session is stored, and go with it", () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer t; =1');
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBe('member');
    // Encoded, so any token round-trips.
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer t; =1');
    removeStored(STORAGE_KEYS.userToken);
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBeNull();
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBeNull();
  });

  it.each([
    ['another currency', STORAGE_KEYS.currencyCode, 'TWD'],
    ['another country', STORAGE_KEYS.areaCode, 'TW'],
    ['the new-user offer closed', STORAGE_KEYS.closeNewUserBanner, true],
  ])('name stored choices as soon as %s is stored, a member or not, and follow it', (_what, key, value) => {
    writeStored(key, value);
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBe('choices');
    writeStored(STORAGE_KEYS.userToken, 'Bearer t');
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBe('choices');
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer t');
    removeStored(key);
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBe('member');
  });

  it('carry the session for as long as the session lasts, not longer', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    writeStored(STORAGE_KEYS.userToken, 'Bearer t');
    expect(set).toHaveBeenCalledWith(
      `${MEMBER_SESSION_COOKIE}=Bearer%20t; max-age=${SESSION_LIFETIME_DAYS * DAY_SECONDS}; path=/; SameSite=Lax`,
    );
    set.mockRestore();
  });

  it('count a legacy session key as a session', () => {
    writeStored(STORAGE_KEYS.legacyToken, 'Bearer old');
    expect(personalView()).toBe('member');
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer old');
  });

  it('follow storage at start, when an entry expired or was written by other code', () => {
    localStorage.setItem(
      STORAGE_KEYS.userToken,
      JSON.stringify({ value: 'Bearer t', expires: Date.now() + 60_000 }),
    );
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBeNull();
    syncPersonalView();
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBe('member');
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer t');
    localStorage.setItem(
      STORAGE_KEYS.userToken,
      JSON.stringify({ value: 'Bearer t', expires: Date.now() - 1 }),
    );
    syncPersonalView();
    expect(readCookie(PERSONAL_VIEW_COOKIE)).toBeNull();
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBeNull();
  });
});
