import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/httpError';
import { requestDelivery } from '../delivery/deliveryRequests';
import { recordStatus } from './orderHistory';
import { memberOrdersLock, orderMemberOf } from './memberOrdersLock';
import { requirePayable } from './orderPayable';
import { CLOSED_STATUSES, ORDER_STATUS, URGE_INTERVAL_MS } from './orderRules';

/** Why a paid order of a product with after-payment fields waits (delivery/reason), until they are sent. */
export const AFTER_PAY_REASON = 'We need a few more details from you before we can deliver this order.';
/** Input status of a paid order waiting for its after-payment form. */
const INPUT_STATUS_ASKED = 1;

interface OrderState {
  id: number;
  status: number;
  urgeTime: string | null;
}

async function stateOf(db: Database, orderId: number): Promise<OrderState> {
  return (await db.one(
    'SELECT id, status, urge_time AS urgeTime FROM orders WHERE id = ?',
    orderId,
  )) as OrderState;
}

/**
 * Gives back the coupon an order holds, so it can be used again. Matched by the order, so a coupon
 * already released and spent on another order stays with that one.
 */
export async function releaseOrderCoupon(db: Database, orderId: number): Promise<void> {
  await db.run('UPDATE member_coupons SET use_time = NULL, order_id = NULL WHERE order_id = ?', orderId);
}

/** Unpaid -> cancelled; gives the coupon back so it can be used again. */
export async function cancelOrder(db: Database, orderId: number, now = new Date()): Promise<void> {
  const memberId = await orderMemberOf(db, orderId);
  if (memberId === undefined) throw notFound('Order not found.');
  await db.transaction(async () => {
    const order = await stateOf(db, orderId);
    if (order.status !== ORDER_STATUS.unpaid) throw badRequest('Only unpaid orders can be cancelled.');
    // Still unpaid as it is written: a change made outside the member's lock cannot be overwritten.
    const { changes } = await db.run(
      'UPDATE orders SET status = ? WHERE id = ? AND status = ?',
      ORDER_STATUS.cancelled,
      orderId,
      ORDER_STATUS.unpaid,
    );
    if (changes !== 1) throw badRequest('Only unpaid orders can be cancelled.');
    await releaseOrderCoupon(db, orderId);
    await recordStatus(db, orderId, ORDER_STATUS.cancelled, 'Cancelled by the shopper', now);
  }, memberOrdersLock(memberId));
}

/** Asks support to hurry a paid, undelivered order; at most once per URGE_INTERVAL_MS. */
export async function urgeOrder(db: Database, orderId: number, now = new Date()): Promise<void> {
  const order = await stateOf(db, orderId);
  if (order.status !== ORDER_STATUS.paid) {
    throw badRequest('Only paid orders that are not delivered yet can be urged.');
  }
  if (order.urgeTime !== null && now.getTime() - Date.parse(order.urgeTime) < URGE_INTERVAL_MS) {
    throw badRequest('You already urged this order. Our team will get back to you within 30 minutes.');
  }
  await db.run('UPDATE orders SET urge_time = ? WHERE id = ?', now.toISOString(), orderId);
}

/** Hides a finished, cancelled or refunded order from the member's lists (kept in the database for accounting). */
export async function deleteOrder(db: Database, orderId: number, now = new Date()): Promise<void> {
  const order = await stateOf(db, orderId);
  if (!CLOSED_STATUSES.includes(order.status)) {
    throw badRequest('Only finished, cancelled or refunded orders can be deleted.');
  }
  await db.run('UPDATE orders SET deleted_at = ? WHERE id = ?', now.toISOString(), orderId);
}

/** Growth counts whole USD paid, whatever the order currency (1 point per USD, toward VIP levels). */
/** The order's member, and the growth it earns: one point per whole USD paid (its amount at its rate). */
async function growthOf(db: Database, orderId: number): Promise<{ memberId: number; growth: number }> {
  const row = (await db.one(
    `SELECT o.member_id AS memberId, o.amount_cents AS amountCents, COALESCE(c.rate, 1) AS rate
     FROM orders o LEFT JOIN currencies c ON c.code = o.currency WHERE o.id = ?`,
    orderId,
  )) as { memberId: number; amountCents: number; rate: number };
  return { memberId: row.memberId, growth: Math.trunc(row.amountCents / row.rate / 100) };
}

/**
 * Unpaid -> paid, on the payment provider's successful callback only. Refuses an order that cannot be
 * paid now (already paid, cancelled, pay window over). Paying adds growth toward VIP levels, asks for
 * the product's after-payment details when it has any, and sends the order to the publisher.
 */
export async function markOrderPaid(db: Database, orderId: number, now = new Date()): Promise<void> {
  const memberId = await orderMemberOf(db, orderId);
  if (memberId === undefined) throw notFound('Order not found.');
  await db.transaction(async () => {
    await requirePayable(db, orderId, now);
    const asksAfterPay = (await db.one(
      "SELECT p.after_pay_fields <> '[]' AS asks FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = ?",
      orderId,
    )) as { asks: number };
    const { changes } = await db.run(
      `UPDATE orders SET status = ?, pay_time = ?,
         input_status = CASE WHEN ? THEN ? ELSE input_status END,
         delivery_reason = CASE WHEN ? THEN ? ELSE delivery_reason END
       WHERE id = ? AND status = ?`,
      ORDER_STATUS.paid,
      now.toISOString(),
      asksAfterPay.asks,
      INPUT_STATUS_ASKED,
      asksAfterPay.asks,
      AFTER_PAY_REASON,
      orderId,
      ORDER_STATUS.unpaid,
    );
    // Still unpaid as it is written: a change made outside the member's lock cannot be overwritten.
    if (changes !== 1) {
      await requirePayable(db, orderId, now);
      throw badRequest('This order is not waiting for payment.');
    }
    const { memberId, growth } = await growthOf(db, orderId);
    await db.run('UPDATE members SET growth = growth + ? WHERE id = ?', growth, memberId);
    await recordStatus(db, orderId, ORDER_STATUS.paid, 'Paid', now);
    await requestDelivery(db, orderId, now);
  }, memberOrdersLock(memberId));
}

/** Paid -> finished: the publisher delivered the top-up. False when the order is no longer paid. */
export async function finishOrder(db: Database, orderId: number, now = new Date()): Promise<boolean> {
  const { changes } = await db.run(
    'UPDATE orders SET status = ? WHERE id = ? AND status = ?',
    ORDER_STATUS.finished,
    orderId,
    ORDER_STATUS.paid,
  );
  if (changes === 1) await recordStatus(db, orderId, ORDER_STATUS.finished, 'Delivered', now);
  return changes === 1;
}

/**
 * Paid -> refunded: the publisher could not deliver, so the payment goes back. The coupon is released
 * and the growth the payment earned is taken back. False when the order is no longer paid.
 */
export async function refundOrder(
  db: Database,
  orderId: number,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  const { changes } = await db.run(
    'UPDATE orders SET status = ? WHERE id = ? AND status = ?',
    ORDER_STATUS.refunded,
    orderId,
    ORDER_STATUS.paid,
  );
  if (changes !== 1) return false;
  await releaseOrderCoupon(db, orderId);
  const { memberId, growth } = await growthOf(db, orderId);
  await db.run(
    'UPDATE members SET growth = CASE WHEN growth > ? THEN growth - ? ELSE 0 END WHERE id = ?',
    growth,
    growth,
    memberId,
  );
  await recordStatus(db, orderId, ORDER_STATUS.paid, reason, now);
  await recordStatus(db, orderId, ORDER_STATUS.refunded, 'Refunded', now);
  return true;
}
