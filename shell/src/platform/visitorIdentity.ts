// Visitor and session identity, which the shell's trackers send: a visitor uid (UUID without dashes) kept
// in a cookie for 3650 days, and a session id kept in session storage for the tab's lifetime.
import {
  SESSION_KEYS,
  UID_COOKIE,
  createUid,
  readCookie,
  readSession,
  writeCookie,
  writeSession,
} from '@topup/shared-lib';

export const UID_COOKIE_DAYS = 3650;
const UID_PATTERN = /^[0-9a-f]{32}$/;

/** The visitor uid; a missing or foreign cookie value is replaced by a new one. */
export function getVisitorUid(): string {
  const stored = readCookie(UID_COOKIE);
  if (stored && UID_PATTERN.test(stored)) return stored;
  const uid = createUid();
  writeCookie(UID_COOKIE, uid, UID_COOKIE_DAYS);
  return uid;
}

export function getSessionId(): string {
  const stored = readSession(SESSION_KEYS.sessionId);
  if (stored && UID_PATTERN.test(stored)) return stored;
  const id = createUid();
  writeSession(SESSION_KEYS.sessionId, id);
  return id;
}
