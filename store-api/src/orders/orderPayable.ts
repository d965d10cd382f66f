// Whether an order can be paid now, and the one clear answer when it cannot: the payment session call,
// the provider's callback and the payment sandbox all refuse with the same words.
import type { Database } from '../db/database';
import { badRequest, HttpError, notFound } from '../http/httpError';
import { ORDER_STATUS, PAID_STATUSES } from './orderRules';

/** 409: paid already (in another tab, say); a second payment is refused, nothing is charged twice. */
export const ALREADY_PAID_MESSAGE = 'This order is already paid.';
export const alreadyPaid = (): HttpError => new HttpError(409, ALREADY_PAID_MESSAGE);

/** Throws the error a shopper sees when the order cannot be paid now. */
export async function requirePayable(db: Database, orderId: number, now = new Date()): Promise<void> {
  const order = (await db.one(
    'SELECT status, pay_expire_time AS expire FROM orders WHERE id = ?',
    orderId,
  )) as { status: number; expire: string } | undefined;
  if (!order) throw notFound('Order not found.');
  if (PAID_STATUSES.includes(order.status)) throw alreadyPaid();
  if (order.status === ORDER_STATUS.cancelled)
    throw badRequest('This order was cancelled, so it cannot be paid.');
  if (order.status !== ORDER_STATUS.unpaid) throw badRequest('This order is not waiting for payment.');
  if (order.expire <= now.toISOString()) throw badRequest('The time to pay for this order has run out.');
}
