import type { Database } from '../db/database';
import { prepared } from '../db/preparedStatements';

/** What GET /sso/info/ex/refresh returns about the logged-in member (spec section 3, "User info"). */
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
}

export interface MemberCredentials {
  id: number;
  passwordHash: string;
}

/** Emails are compared without case (the column is COLLATE NOCASE). */
export function findCredentialsByEmail(db: Database, email: string): MemberCredentials | null {
  const row = prepared(
    db,
    'SELECT id, password_hash AS passwordHash FROM members WHERE email = ? AND has_email = 1',
  ).get(email) as MemberCredentials | undefined;
  return row ?? null;
}

export function findUserInfo(db: Database, memberId: number): UserInfo | null {
  const row = prepared(
    db,
    `SELECT id, CASE WHEN has_email = 1 THEN email ELSE '' END AS email, phone, username, nickname, cert_status AS certStatus, memo, create_time AS createTime,
              growth
       FROM members WHERE id = ?`,
  ).get(memberId) as UserInfo | undefined;
  return row ?? null;
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
