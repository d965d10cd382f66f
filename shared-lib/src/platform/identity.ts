// Random ids: a purchase attempt's key, the visitor's uid (kept by the shell in this cookie), the tab's
// session id.

export const UID_COOKIE = 'uid';

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
