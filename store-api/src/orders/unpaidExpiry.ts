import type { Database } from '../db/database';
import { prepared } from '../db/preparedStatements';
import { writeTransaction } from '../db/writeTransaction';

const EXPIRED_HOLDERS = `SELECT o.id FROM orders o
  WHERE o.status = 0 AND o.pay_expire_time <= ? AND EXISTS (SELECT 1 FROM member_coupons mc WHERE mc.order_id = o.id)`;

/**
 * Gives back the coupons held by unpaid orders whose pay window has closed: such an order can no longer
 * be paid (it shows as expired and may still be cancelled), so its coupon is free for the next order.
 * Looks first, so a round with nothing to release takes no write lock. Returns how many were released.
 */
export function releaseExpiredOrderCoupons(db: Database, now = new Date()): number {
  const at = now.toISOString();
  if (prepared(db, `${EXPIRED_HOLDERS} LIMIT 1`).get(at) === undefined) return 0;
  return writeTransaction(
    db,
    () =>
      prepared(
        db,
        `UPDATE member_coupons SET use_time = NULL, order_id = NULL WHERE order_id IN (${EXPIRED_HOLDERS})`,
      ).run(at).changes,
  );
}
