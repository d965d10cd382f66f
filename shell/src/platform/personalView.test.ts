import {
  COOKIE_CHOICE_COOKIE,
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  DAY_SECONDS,
  MEMBER_SESSION_COOKIE,
  SESSION_LIFETIME_DAYS,
  STORAGE_EXPIRY_SECONDS,
  STORAGE_KEYS,
  readCookie,
  removeCookie,
  removeStored,
  writeStored,
} from '@topup/shared-lib';
import { sessionMark, syncPersonalView } from './personalView';

const COOKIES = [MEMBER_SESSION_COOKIE, CURRENCY_COOKIE, COUNTRY_COOKIE, COOKIE_CHOICE_COOKIE];

describe('the session, currency and country cookies (server rendering)', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const name of COOKIES) removeCookie(name);
  });

  it('are absent for a first visit, and for stored choices that are the defaults', () => {
    writeStored(STORAGE_KEYS.currencyCode, 'USD');
    writeStored(STORAGE_KEYS.areaCode, 'US');
    syncPersonalView();
    for (const name of COOKIES) expect(readCookie(name)).toBeNull();
  });

  it('carry the answer to the cookie question once it is stored, for the server to render no banner', () => {
    writeStored(STORAGE_KEYS.cookieStatus, 'accepted');
    expect(readCookie(COOKIE_CHOICE_COOKIE)).toBe('accepted');
    // A choice stored before the cookie existed is carried at the next start.
    removeCookie(COOKIE_CHOICE_COOKIE);
    syncPersonalView();
    expect(readCookie(COOKIE_CHOICE_COOKIE)).toBe('accepted');
  });

  it('carry the session while a session is stored, and go with it', () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer t; =1');
    // Encoded, so any token round-trips.
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer t; =1');
    removeStored(STORAGE_KEYS.userToken);
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBeNull();
  });

  it.each([
    ['currency', STORAGE_KEYS.currencyCode, CURRENCY_COOKIE, 'TWD', 'TWD'],
    ['country', STORAGE_KEYS.areaCode, COUNTRY_COOKIE, 'tw', 'TW'],
  ])(
    'carry another %s as soon as it is stored, a member or not, and follow it',
    (_what, key, cookie, stored, sent) => {
      writeStored(key, stored);
      expect(readCookie(cookie)).toBe(sent);
      writeStored(STORAGE_KEYS.userToken, 'Bearer t');
      expect(readCookie(cookie)).toBe(sent);
      expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer t');
      removeStored(key);
      expect(readCookie(cookie)).toBeNull();
      expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer t');
    },
  );

  it('drop a choice that goes back to the default', () => {
    writeStored(STORAGE_KEYS.currencyCode, 'TWD');
    writeStored(STORAGE_KEYS.areaCode, 'TW');
    writeStored(STORAGE_KEYS.currencyCode, 'USD');
    writeStored(STORAGE_KEYS.areaCode, 'us');
    expect(readCookie(CURRENCY_COOKIE)).toBeNull();
    expect(readCookie(COUNTRY_COOKIE)).toBeNull();
  });

  it('are not set for a stored entry that does not change them', () => {
    writeStored(STORAGE_KEYS.closeNewUserBanner, true);
    for (const name of COOKIES) expect(readCookie(name)).toBeNull();
  });

  it('carry the session for as long as the session lasts, the choices as long as stored entries', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    try {
      writeStored(STORAGE_KEYS.userToken, 'Bearer t');
      expect(set).toHaveBeenCalledWith(
        `${MEMBER_SESSION_COOKIE}=Bearer%20t; max-age=${SESSION_LIFETIME_DAYS * DAY_SECONDS}; path=/; SameSite=Lax`,
      );
      writeStored(STORAGE_KEYS.currencyCode, 'TWD');
      expect(set).toHaveBeenCalledWith(
        `${CURRENCY_COOKIE}=TWD; max-age=${STORAGE_EXPIRY_SECONDS}; path=/; SameSite=Lax`,
      );
    } finally {
      set.mockRestore();
    }
  });

  it('count a legacy session key as a session', () => {
    writeStored(STORAGE_KEYS.legacyToken, 'Bearer old');
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer old');
  });

  it('follow storage at start, when an entry expired or was written by other code', () => {
    localStorage.setItem(
      STORAGE_KEYS.userToken,
      JSON.stringify({ value: 'Bearer t', expires: Date.now() + 60_000 }),
    );
    localStorage.setItem(
      STORAGE_KEYS.currencyCode,
      JSON.stringify({ value: 'TWD', expires: Date.now() + 60_000 }),
    );
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBeNull();
    syncPersonalView();
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBe('Bearer t');
    expect(readCookie(CURRENCY_COOKIE)).toBe('TWD');
    localStorage.setItem(
      STORAGE_KEYS.userToken,
      JSON.stringify({ value: 'Bearer t', expires: Date.now() - 1 }),
    );
    localStorage.setItem(
      STORAGE_KEYS.currencyCode,
      JSON.stringify({ value: 'TWD', expires: Date.now() - 1 }),
    );
    syncPersonalView();
    expect(readCookie(MEMBER_SESSION_COOKIE)).toBeNull();
    expect(readCookie(CURRENCY_COOKIE)).toBeNull();
  });
});

describe('sessionMark', () => {
  it('names a session without holding its token: the same token, the same mark; another, another', () => {
    const mark = sessionMark('Bearer secret-token');
    expect(mark).toMatch(/^[0-9a-f]{8}$/);
    expect(mark).not.toContain('secret');
    expect(sessionMark('Bearer secret-token')).toBe(mark);
    expect(sessionMark('Bearer other-token')).not.toBe(mark);
  });
});
