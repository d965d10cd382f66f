// A fingerprint of everything one member owns, so a test can prove a call made by someone else changed
// nothing of theirs (not itself a test: jest only runs *.test.ts).
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

/** Tables holding a member's data: by member_id, or through one of the member's orders. */
const MEMBER_QUERIES = [
  'SELECT * FROM members WHERE id = ?',
  'SELECT token_hash, expires_at FROM sessions WHERE member_id = ? ORDER BY token_hash',
  'SELECT * FROM orders WHERE member_id = ? ORDER BY id',
  'SELECT * FROM member_coupons WHERE member_id = ? ORDER BY id',
  'SELECT * FROM reviews WHERE member_id = ? ORDER BY id',
  'SELECT * FROM review_likes WHERE member_id = ? ORDER BY review_id',
  'SELECT * FROM utm_visits WHERE member_id = ? ORDER BY id',
  'SELECT * FROM feedback WHERE member_id = ? ORDER BY id',
];
const ORDER_QUERIES = [
  'order_status_history',
  'delivery_inputs',
  'verification_submissions',
  'payment_sessions',
  'widget_tokens',
].map(
  (table) =>
    `SELECT * FROM ${table} WHERE order_id IN (SELECT id FROM orders WHERE member_id = ?) ORDER BY 1`,
);

/** SHA-256 over every row the member owns (order-independent of calls, dependent on every value). */
export async function memberChecksum(db: Database, memberId: number): Promise<string> {
  const hash = createHash('sha256');
  for (const sql of [...MEMBER_QUERIES, ...ORDER_QUERIES]) {
    hash.update(sql);
    hash.update(JSON.stringify(await db.all(sql, memberId)));
  }
  return hash.digest('hex');
}

export async function memberIdByEmail(db: Database, email: string): Promise<number> {
  const row = (await db.one('SELECT id FROM members WHERE email = ? COLLATE NOCASE', email)) as
    { id: number } | undefined;
  if (!row) throw new Error(`No member ${email}`);
  return row.id;
}

/** The order's numeric id from its sn. */
export async function orderIdBySn(db: Database, sn: string): Promise<number> {
  const row = (await db.one('SELECT id FROM orders WHERE order_sn = ?', sn)) as { id: number } | undefined;
  if (!row) throw new Error(`No order ${sn}`);
  return row.id;
}
