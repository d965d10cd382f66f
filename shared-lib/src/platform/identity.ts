// Visitor and session identity: a visitor uid (UUID without dashes) kept in a cookie for
// 3650 days, and a session id kept in session storage for the tab's lifetime.
import { readCookie, writeCookie } from './cookies';
import { SESSION_KEYS, readSession, writeSession } from './storage';

export const UID_COOKIE = 'uid';
export const UID_COOKIE_DAYS = 3650;
const UID_PATTERN = /^[0-9a-f]{32}$/;

/** A random UUID v4 without dashes (32 lower-case hex digits). */
export function createUid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID().replace(/-/g, '');
  }
  // Old browsers without randomUUID: getRandomValues is older and widely present.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

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
