// Where a payment stands, as the store reads it: the session's status as the provider's callbacks left
// it, except that a session still waiting while its order no longer waits for payment (cancelled, paid
// by another session, pay window over) reads as closed.
import { ORDER_STATUS } from '../orders/orderRules';

export const PAYMENT_STATUSES = ['open', 'pending', 'succeeded', 'failed', 'cancelled', 'closed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses in which a session still waits for the provider. */
export const WAITING_STATUSES: ReadonlySet<string> = new Set(['open', 'pending']);
export const CLOSED_STATUS = 'closed';

/** An unpaid order whose pay window is open: the only kind a payment may still settle. */
export function orderWaitsForPayment(order: { status: number; payExpireTime: string }, now: Date): boolean {
  return order.status === ORDER_STATUS.unpaid && order.payExpireTime > now.toISOString();
}

/** A stored session status as the shopper reads it now; null when no session was opened. */
export function paymentStatusOf(
  stored: string | null,
  order: { status: number; payExpireTime: string },
  now: Date,
): PaymentStatus | null {
  if (stored === null) return null;
  if (WAITING_STATUSES.has(stored) && !orderWaitsForPayment(order, now)) return CLOSED_STATUS;
  return (PAYMENT_STATUSES as readonly string[]).includes(stored) ? (stored as PaymentStatus) : null;
}
