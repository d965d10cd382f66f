import type { Database } from '../db/database';

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
  const row = db
    .prepare('SELECT id, password_hash AS passwordHash FROM members WHERE email = ?')
    .get(email) as MemberCredentials | undefined;
  return row ?? null;
}

export function findUserInfo(db: Database, memberId: number): UserInfo | null {
  const row = db
    .prepare(
      `SELECT id, email, phone, username, nickname, cert_status AS certStatus, memo, create_time AS createTime,
              growth
       FROM members WHERE id = ?`,
    )
    .get(memberId) as UserInfo | undefined;
  return row ?? null;
}
