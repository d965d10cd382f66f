import type { Database } from '../db/database';

/**
 * The lock a member's order changes run under (`Sql.transaction`'s lock): creating, cancelling and paying
 * one of a member's orders run one after another, and each sees what the one before wrote. What they check
 * is the member's own (the unpaid-order limit, a coupon, an idempotency key, the order's status); ids come
 * from the database. On PostgreSQL that replaces serializable transactions, which on the busiest tables
 * (every order is written at the end of one index) would conflict with any other member's and run again;
 * the embedded file runs every write one after another anyway.
 */
export const memberOrdersLock = (memberId: number): string => `member-orders:${String(memberId)}`;

/** The member an order belongs to, for its lock; undefined when there is no such order. */
export async function orderMemberOf(db: Database, orderId: number): Promise<number | undefined> {
  const row = (await db.one('SELECT member_id AS memberId FROM orders WHERE id = ?', orderId)) as
    { memberId: number } | undefined;
  return row?.memberId;
}
