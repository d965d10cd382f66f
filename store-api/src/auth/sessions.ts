import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { prepared } from '../db/preparedStatements';

/**
 * How long a login stays valid. The spec does not say; 30 days matches a "remember me" storefront.
 * shared-lib's SESSION_LIFETIME_DAYS is the same (the `member_session` cookie lives as long; a test in
 * scripts/serve holds the two equal).
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

// Only a SHA-256 of each token is stored, so a leaked database file does not hand out live sessions.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSession(db: Database, memberId: number, now = new Date()): string {
  const token = randomBytes(32).toString('hex');
  prepared(
    db,
    'INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(
    hashToken(token),
    memberId,
    now.toISOString(),
    new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  );
  return token;
}

/** The member a token belongs to, or null when the token is unknown or expired. */
export function findSessionMemberId(db: Database, token: string, now = new Date()): number | null {
  const row = prepared(
    db,
    'SELECT member_id AS memberId FROM sessions WHERE token_hash = ? AND expires_at > ?',
  ).get(hashToken(token), now.toISOString()) as { memberId: number } | undefined;
  return row?.memberId ?? null;
}

export function deleteSession(db: Database, token: string): void {
  prepared(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}

/** Ends the member's sessions except the one making the request (null: ends them all). */
export function deleteOtherSessions(db: Database, memberId: number, keepToken: string | null): void {
  prepared(db, 'DELETE FROM sessions WHERE member_id = ? AND token_hash <> ?').run(
    memberId,
    keepToken === null ? '' : hashToken(keepToken),
  );
}
