import type { Database } from '../db/database';

const EXPIRED_HOLDERS = `SELECT o.id FROM orders o
  WHERE o.status = 0 AND o.pay_expire_time <= ? AND EXISTS (SELECT 1 FROM member_coupons mc WHERE mc.order_id = o.id)`;

/**
 * Gives back the coupons held by unpaid orders whose pay window has closed: such an order can no longer
 * be paid (it shows as expired and may still be cancelled), so its coupon is free for the next order.
 * Looks first, so a round with nothing to release takes no write lock. Returns how many were released.
 */
export async function releaseExpiredOrderCoupons(db: Database, now = new Date()): Promise<number> {
  const at = now.toISOString();
  if ((await db.one(`${EXPIRED_HOLDERS} LIMIT 1`, at)) === undefined) return 0;
  return await db.transaction(
    async () =>
      (
        await db.run(
          `UPDATE member_coupons SET use_time = NULL, order_id = NULL WHERE order_id IN (${EXPIRED_HOLDERS})`,
          at,
        )
      ).changes,
  );
}
