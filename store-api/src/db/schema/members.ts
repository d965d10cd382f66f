// The members tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface MembersTable {
  id: Generated<number>;
  email: string;
  phone: Generated<string>;
  username: string;
  nickname: string;
  password_hash: string;
  cert_status: Generated<number>;
  memo: Generated<string>;
  growth: Generated<number>;
  create_time: string;
  has_email: Generated<number>;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
}

export interface AuthCodesTable {
  id: Generated<number>;
  /** Email address or "+prefix phone". */
  target: string;
  purpose: string;
  code_hash: string;
  expires_at: string;
  used: Generated<number>;
  create_time: string;
}

export interface OauthCodesTable {
  code_hash: string;
  email: string;
  nickname: string;
  expires_at: string;
  used: Generated<number>;
}
