import type { Database } from '../db/database';
import { prepared } from '../db/preparedStatements';

/** What GET /sso/info/ex/refresh returns about the logged-in member ("User info"). */
export interface UserInfo {
  id: number;
  email: string;
  phone: string;
  username: string;
  nickname: string;
  /** 1 = identity approved. */
  certStatus: number;
  memo: string;
  /** ISO 8601. */
  createTime: string;
  growth: number;
  /** false: the member signed up with an e-mailed code and has not set a password yet. */
  hasPassword: boolean;
}

/**
 * The stored hash of a member who has no password yet (signed up with an e-mailed code): no password
 * ever matches it, and a password sign-in spends the same time as for an unknown account.
 */
export const NO_PASSWORD = '';

export interface MemberCredentials {
  id: number;
  /** null: no password yet. */
  passwordHash: string | null;
}

/** Emails are compared without case (the column is COLLATE NOCASE). */
export function findCredentialsByEmail(db: Database, email: string): MemberCredentials | null {
  const row = prepared(
    db,
    'SELECT id, password_hash AS passwordHash FROM members WHERE email = ? AND has_email = 1',
  ).get(email) as { id: number; passwordHash: string } | undefined;
  return row ? { id: row.id, passwordHash: passwordHashOrNull(row.passwordHash) } : null;
}

/** The stored hash, null for a member without a password (checkPassword then fails in its usual time). */
export const passwordHashOrNull = (hash: string): string | null => (hash === NO_PASSWORD ? null : hash);

/** The member's stored password hash, null when they have none yet (or no such member). */
export function findPasswordHash(db: Database, memberId: number): string | null {
  const row = prepared(db, 'SELECT password_hash AS hash FROM members WHERE id = ?').get(memberId) as
    { hash: string } | undefined;
  return row ? passwordHashOrNull(row.hash) : null;
}

export function findUserInfo(db: Database, memberId: number): UserInfo | null {
  const row = prepared(
    db,
    `SELECT id, CASE WHEN has_email = 1 THEN email ELSE '' END AS email, phone, username, nickname, cert_status AS certStatus, memo, create_time AS createTime,
              growth, password_hash <> ? AS hasPassword
       FROM members WHERE id = ?`,
  ).get(NO_PASSWORD, memberId) as (Omit<UserInfo, 'hasPassword'> & { hasPassword: number }) | undefined;
  return row ? { ...row, hasPassword: row.hasPassword === 1 } : null;
}

export interface NewMember {
  email: string | null;
  phone: string;
  nickname: string;
  passwordHash: string;
}

/**
 * Adds a member. A phone-only member gets a placeholder email (the column is required and unique) and
 * has_email = 0, so the API shows an empty email until one is bound.
 */
export function insertMember(db: Database, member: NewMember, now = new Date()): number {
  const placeholder = `phone${member.phone.replace(/\D/g, '')}@phone.invalid`;
  const email = member.email ?? placeholder;
  const username = (member.email ?? member.phone).replace(/[^A-Za-z0-9]/g, '_').slice(0, 32);
  const result = prepared(
    db,
    `INSERT INTO members (email, phone, username, nickname, password_hash, has_email, create_time)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    email,
    member.phone,
    username,
    member.nickname,
    member.passwordHash,
    member.email ? 1 : 0,
    now.toISOString(),
  );
  return Number(result.lastInsertRowid);
}

export function findMemberIdByEmail(db: Database, email: string): number | null {
  const row = prepared(db, 'SELECT id FROM members WHERE email = ? AND has_email = 1').get(email) as
    { id: number } | undefined;
  return row?.id ?? null;
}

export function findMemberIdByPhone(db: Database, phone: string): number | null {
  const row = prepared(db, "SELECT id FROM members WHERE phone = ? AND phone <> ''").get(phone) as
    { id: number } | undefined;
  return row?.id ?? null;
}
