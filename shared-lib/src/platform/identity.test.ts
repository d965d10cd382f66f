import { readCookie, removeCookie, writeCookie } from './cookies';
import { UID_COOKIE, UID_COOKIE_DAYS, createUid, getSessionId, getVisitorUid } from './identity';
import { SESSION_KEYS } from './storage';

describe('visitor and session identity', () => {
  beforeEach(() => {
    removeCookie(UID_COOKIE);
    sessionStorage.clear();
  });

  it('creates a UUID without dashes', () => {
    expect(createUid()).toMatch(/^[0-9a-f]{32}$/);
    expect(createUid()).not.toBe(createUid());
  });

  it('keeps the uid in a cookie for 3650 days', () => {
    expect(UID_COOKIE_DAYS).toBe(3650);
    const set = jest.spyOn(document, 'cookie', 'set');
    const uid = getVisitorUid();
    expect(set).toHaveBeenCalledWith(expect.stringContaining(`max-age=${3650 * 86_400}`));
    set.mockRestore();
    expect(readCookie(UID_COOKIE)).toBe(uid);
    expect(getVisitorUid()).toBe(uid);
  });

  it('replaces a foreign uid cookie', () => {
    writeCookie(UID_COOKIE, 'not-a-uid', 1);
    expect(getVisitorUid()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the session id in session storage', () => {
    const id = getSessionId();
    expect(sessionStorage.getItem(SESSION_KEYS.sessionId)).toBe(id);
    expect(getSessionId()).toBe(id);
  });
});
