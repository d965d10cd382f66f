import type { Database } from '../db/database';

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
export async function findCredentialsByEmail(db: Database, email: string): Promise<MemberCredentials | null> {
  const row = (await db.one(
    'SELECT id, password_hash AS passwordHash FROM members WHERE email = ? AND has_email = 1',
    email,
  )) as { id: number; passwordHash: string } | undefined;
  return row ? { id: row.id, passwordHash: passwordHashOrNull(row.passwordHash) } : null;
}

/** The stored hash, null for a member without a password (checkPassword then fails in its usual time). */
export const passwordHashOrNull = (hash: string): string | null => (hash === NO_PASSWORD ? null : hash);

/** The member's stored password hash, null when they have none yet (or no such member). */
export async function findPasswordHash(db: Database, memberId: number): Promise<string | null> {
  const row = (await db.one('SELECT password_hash AS hash FROM members WHERE id = ?', memberId)) as
    { hash: string } | undefined;
  return row ? passwordHashOrNull(row.hash) : null;
}

export async function findUserInfo(db: Database, memberId: number): Promise<UserInfo | null> {
  const row = (await db.one(
    `SELECT id, CASE WHEN has_email = 1 THEN email ELSE '' END AS email, phone, username, nickname, cert_status AS certStatus, memo, create_time AS createTime,
              growth, password_hash <> ? AS hasPassword
       FROM members WHERE id = ?`,
    NO_PASSWORD,
    memberId,
  )) as (Omit<UserInfo, 'hasPassword'> & { hasPassword: number }) | undefined;
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
export async function insertMember(db: Database, member: NewMember, now = new Date()): Promise<number> {
  const placeholder = `phone${member.phone.replace(/\D/g, '')}@phone.invalid`;
  const email = member.email ?? placeholder;
  const username = (member.email ?? member.phone).replace(/[^A-Za-z0-9]/g, '_').slice(0, 32);
  const row = (await db.one(
    `INSERT INTO members (email, phone, username, nickname, password_hash, has_email, create_time)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    email,
    member.phone,
    username,
    member.nickname,
    member.passwordHash,
    member.email ? 1 : 0,
    now.toISOString(),
  )) as { id: number };
  return row.id;
}

export async function findMemberIdByEmail(db: Database, email: string): Promise<number | null> {
  const row = (await db.one('SELECT id FROM members WHERE email = ? AND has_email = 1', email)) as
    { id: number } | undefined;
  return row?.id ?? null;
}

export async function findMemberIdByPhone(db: Database, phone: string): Promise<number | null> {
  const row = (await db.one("SELECT id FROM members WHERE phone = ? AND phone <> ''", phone)) as
    { id: number } | undefined;
  return row?.id ?? null;
}
