import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { badRequest, HttpError, notFound } from '../http/httpError';
import { ORDER_STATUS } from '../orders/orderRules';
import { markOrderPaid } from '../orders/orderTransitions';
import { prepared } from '../db/preparedStatements';

/** What the shopper can make the sandbox provider do with a payment. */
export const PAYMENT_OUTCOMES = ['success', 'pending', 'failed', 'cancel'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

const SESSION_STATUS: Record<PaymentOutcome, string> = {
  success: 'succeeded',
  pending: 'pending',
  failed: 'failed',
  cancel: 'cancelled',
};

/** The shop's result pages (spec 2), one per outcome. */
export const RESULT_PAGES: Record<PaymentOutcome, string> = {
  success: '/mobile/tips/payment-success.html',
  pending: '/mobile/tips/payment-pending.html',
  failed: '/mobile/tips/payment-failed.html',
  cancel: '/mobile/tips/payment-cancel.html',
};

// 'provider': the further payment provider of spec 7, taken through the drop-in element like PayPal.
export const PAYMENT_METHODS = ['card', 'dropIn', 'applePay', 'googlePay', 'paypal', 'provider'] as const;

export interface PaymentSession {
  id: string;
  orderId: number;
  orderSn: string;
  amount: number;
  currency: string;
  productName: string;
  method: string;
  status: string;
  returnOrigin: string;
}

export function createPaymentSession(
  db: Database,
  orderId: number,
  method: string,
  returnOrigin: string,
  now = new Date(),
): string {
  const order = prepared(db, 'SELECT status, pay_expire_time AS expire FROM orders WHERE id = ?').get(
    orderId,
  ) as { status: number; expire: string } | undefined;
  if (!order) throw notFound('Order not found.');
  if (order.status !== ORDER_STATUS.unpaid) throw badRequest('This order is not waiting for payment.');
  if (order.expire <= now.toISOString()) throw badRequest('The time to pay for this order has run out.');
  const id = randomBytes(16).toString('hex');
  prepared(
    db,
    `INSERT INTO payment_sessions (id, order_id, method, status, return_origin, create_time, update_time)
     VALUES (?, ?, ?, 'open', ?, ?, ?)`,
  ).run(id, orderId, method, returnOrigin, now.toISOString(), now.toISOString());
  return id;
}

export function findPaymentSession(db: Database, id: string): PaymentSession | null {
  const row = prepared(
    db,
    `SELECT s.id, s.order_id AS orderId, o.order_sn AS orderSn, o.amount_cents AS cents, o.currency, p.name AS productName,
              s.method, s.status, s.return_origin AS returnOrigin
       FROM payment_sessions s JOIN orders o ON o.id = s.order_id JOIN products p ON p.id = o.product_id
       WHERE s.id = ?`,
  ).get(id) as (Omit<PaymentSession, 'amount'> & { cents: number }) | undefined;
  if (!row) return null;
  const { cents, ...session } = row;
  return { ...session, amount: cents / 100 };
}

export interface PaymentResult {
  status: string;
  orderSn: string;
  /** Where the browser goes next: the shop's result page for the outcome. */
  redirectUrl: string;
}

/**
 * Settles a session. Only "success" marks the order paid; a success that the order refuses (already paid,
 * pay window over) becomes "failed". A settled session cannot be settled again, except from pending.
 */
export function settlePaymentSession(
  db: Database,
  id: string,
  outcome: PaymentOutcome,
  now = new Date(),
): PaymentResult {
  return db.transaction(() => {
    const session = findPaymentSession(db, id);
    if (!session) throw notFound('Payment session not found.');
    if (session.status !== 'open' && session.status !== 'pending') {
      throw new HttpError(409, `This payment is already ${session.status}.`);
    }
    let final = outcome;
    if (outcome === 'success') {
      try {
        markOrderPaid(db, session.orderId, now);
      } catch {
        final = 'failed';
      }
    }
    prepared(db, 'UPDATE payment_sessions SET status = ?, update_time = ? WHERE id = ?').run(
      SESSION_STATUS[final],
      now.toISOString(),
      id,
    );
    const query = new URLSearchParams({ orderSn: session.orderSn, oid: String(session.orderId) });
    return {
      status: SESSION_STATUS[final],
      orderSn: session.orderSn,
      redirectUrl: `${session.returnOrigin}${RESULT_PAGES[final]}?${query.toString()}`,
    };
  })();
}
