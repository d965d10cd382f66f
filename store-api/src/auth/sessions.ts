import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * How long a login stays valid: 30 days, as a "remember me" storefront keeps one.
 * shared-lib's SESSION_LIFETIME_DAYS is the same (the `member_session` cookie lives as long; a test in
 * scripts/serve holds the two equal).
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

// Only a SHA-256 of each token is stored, so a leaked database file does not hand out live sessions.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Database, memberId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.run(
    'INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    hashToken(token),
    memberId,
    now.toISOString(),
    new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  );
  return token;
}

/** The member a token belongs to, or null when the token is unknown or expired. */
export async function findSessionMemberId(
  db: Database,
  token: string,
  now = new Date(),
): Promise<number | null> {
  const row = (await db.one(
    'SELECT member_id AS memberId FROM sessions WHERE token_hash = ? AND expires_at > ?',
    hashToken(token),
    now.toISOString(),
  )) as { memberId: number } | undefined;
  return row?.memberId ?? null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE token_hash = ?', hashToken(token));
}

/** Ends the member's sessions except the one making the request (null: ends them all). */
export async function deleteOtherSessions(
  db: Database,
  memberId: number,
  keepToken: string | null,
): Promise<void> {
  await db.run(
    'DELETE FROM sessions WHERE member_id = ? AND token_hash <> ?',
    memberId,
    keepToken === null ? '' : hashToken(keepToken),
  );
}
