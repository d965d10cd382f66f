import { SESSION_KEYS, UID_COOKIE, readCookie, removeCookie, writeCookie } from '@topup/shared-lib';
import { UID_COOKIE_DAYS, getSessionId, getVisitorUid } from './visitorIdentity';

describe('visitor and session identity', () => {
  beforeEach(() => {
    removeCookie(UID_COOKIE);
    sessionStorage.clear();
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
