import type { Database } from '../db/database';
import { badRequest } from '../http/httpError';
import { recordStatus } from './orderHistory';
import { ORDER_STATUS, URGE_INTERVAL_MS } from './orderRules';
import { prepared } from '../db/preparedStatements';
import { writeTransaction } from '../db/writeTransaction';

interface OrderState {
  id: number;
  status: number;
  memberCouponId: number | null;
  urgeTime: string | null;
}

function stateOf(db: Database, orderId: number): OrderState {
  return prepared(
    db,
    'SELECT id, status, member_coupon_id AS memberCouponId, urge_time AS urgeTime FROM orders WHERE id = ?',
  ).get(orderId) as OrderState;
}

/** Unpaid -> cancelled; gives the coupon back so it can be used again. */
export function cancelOrder(db: Database, orderId: number, now = new Date()): void {
  writeTransaction(db, () => {
    const order = stateOf(db, orderId);
    if (order.status !== ORDER_STATUS.unpaid) throw badRequest('Only unpaid orders can be cancelled.');
    prepared(db, 'UPDATE orders SET status = ? WHERE id = ?').run(ORDER_STATUS.cancelled, orderId);
    if (order.memberCouponId !== null) {
      prepared(db, 'UPDATE member_coupons SET use_time = NULL, order_id = NULL WHERE id = ?').run(
        order.memberCouponId,
      );
    }
    recordStatus(db, orderId, ORDER_STATUS.cancelled, 'Cancelled by the shopper', now);
  });
}

/** Asks support to hurry a paid, undelivered order; at most once per URGE_INTERVAL_MS. */
export function urgeOrder(db: Database, orderId: number, now = new Date()): void {
  const order = stateOf(db, orderId);
  if (order.status !== ORDER_STATUS.paid) {
    throw badRequest('Only paid orders that are not delivered yet can be urged.');
  }
  if (order.urgeTime !== null && now.getTime() - Date.parse(order.urgeTime) < URGE_INTERVAL_MS) {
    throw badRequest('You already urged this order. Our team will get back to you within 30 minutes.');
  }
  prepared(db, 'UPDATE orders SET urge_time = ? WHERE id = ?').run(now.toISOString(), orderId);
}

/** Hides a finished or cancelled order from the member's lists (kept in the database for accounting). */
export function deleteOrder(db: Database, orderId: number, now = new Date()): void {
  const order = stateOf(db, orderId);
  if (order.status !== ORDER_STATUS.finished && order.status !== ORDER_STATUS.cancelled) {
    throw badRequest('Only finished or cancelled orders can be deleted.');
  }
  prepared(db, 'UPDATE orders SET deleted_at = ? WHERE id = ?').run(now.toISOString(), orderId);
}

/**
 * Unpaid -> paid, called by the payment sandbox on a successful payment only. Refuses an order whose pay
 * window has passed. Paying adds growth (1 point per whole USD paid) toward VIP levels.
 */
export function markOrderPaid(db: Database, orderId: number, now = new Date()): void {
  writeTransaction(db, () => {
    const order = prepared(
      db,
      `SELECT o.status, o.pay_expire_time AS payExpireTime, o.member_id AS memberId, o.amount_cents AS cents,
              COALESCE(c.rate, 1) AS rate
       FROM orders o LEFT JOIN currencies c ON c.code = o.currency WHERE o.id = ?`,
    ).get(orderId) as
      { status: number; payExpireTime: string; memberId: number; cents: number; rate: number } | undefined;
    if (!order) throw badRequest('Order not found.');
    if (order.status !== ORDER_STATUS.unpaid) throw badRequest('This order is not waiting for payment.');
    if (order.payExpireTime <= now.toISOString())
      throw badRequest('The time to pay for this order has run out.');
    prepared(db, 'UPDATE orders SET status = ?, pay_time = ? WHERE id = ?').run(
      ORDER_STATUS.paid,
      now.toISOString(),
      orderId,
    );
    prepared(db, 'UPDATE members SET growth = growth + ? WHERE id = ?').run(
      // Growth counts whole USD paid, whatever the order currency.
      Math.floor(order.cents / order.rate / 100),
      order.memberId,
    );
    recordStatus(db, orderId, ORDER_STATUS.paid, 'Paid', now);
  });
}
