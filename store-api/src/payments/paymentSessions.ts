// The store's record of payment sessions at the provider: one unpaid order, one method, a status that
// only the provider's signed callback moves (paymentCallbacks.ts). A session whose order is no longer
// waiting for payment (cancelled, paid by another session, pay window over) reads as closed.
import type { Database } from '../db/database';
import { HttpError, notFound } from '../http/httpError';
import { alreadyPaid } from '../orders/orderPayable';
import { PAID_STATUSES } from '../orders/orderRules';
import type { Locale } from '../http/locale';
import { markOrderPaid } from '../orders/orderTransitions';
import { CLOSED_STATUS, paymentStatusOf, WAITING_STATUSES } from './paymentStatus';

/** What the provider reports about a payment. */
export const PAYMENT_OUTCOMES = ['success', 'pending', 'failed', 'cancel'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

const SESSION_STATUS: Record<PaymentOutcome, string> = {
  success: 'succeeded',
  pending: 'pending',
  failed: 'failed',
  cancel: 'cancelled',
};

/** The shop's result pages, one per outcome. */
export const RESULT_PAGES: Record<PaymentOutcome, string> = {
  success: '/mobile/tips/payment-success.html',
  pending: '/mobile/tips/payment-pending.html',
  failed: '/mobile/tips/payment-failed.html',
  cancel: '/mobile/tips/payment-cancel.html',
};

/** The shop's languages: a shopper paying in one comes back to that language's result pages. */
export const SHOP_LANGUAGES = ['en', 'zh-TW'] as const satisfies readonly Locale[];
/** The path prefix of each language's pages: English at the bare path, zh-TW under /zh-TW. */
const LANGUAGE_PATHS: Record<Locale, string> = { en: '', 'zh-TW': '/zh-TW' };

/** Where the shop's result pages are for a payment started on that origin in that language. */
export function returnBaseOf(returnOrigin: string, language: Locale): string {
  return `${returnOrigin}${LANGUAGE_PATHS[language]}`;
}

// 'provider': the further payment provider of the store API, taken through the drop-in element like PayPal.
export const PAYMENT_METHODS = ['card', 'dropIn', 'applePay', 'googlePay', 'paypal', 'provider'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentSession {
  id: string;
  orderId: number;
  orderSn: string;
  amount: number;
  currency: string;
  productName: string;
  method: string;
  /** open, pending, succeeded, failed, cancelled, or closed (its order no longer waits for payment). */
  status: string;
  /** The shop's origin and language path its result pages are under ('' keeps them relative). */
  returnBase: string;
}

/** The shop's result page for an outcome, where the payment started from (returnBaseOf). */
export function resultPageUrl(
  returnBase: string,
  outcome: PaymentOutcome,
  orderSn: string,
  orderId: number,
): string {
  const query = new URLSearchParams({ orderSn, oid: String(orderId) });
  return `${returnBase}${RESULT_PAGES[outcome]}?${query.toString()}`;
}

export async function recordPaymentSession(
  db: Database,
  session: { id: string; orderId: number; method: string; returnBase: string },
  now = new Date(),
): Promise<void> {
  await db.run(
    `INSERT INTO payment_sessions (id, order_id, method, status, return_origin, create_time, update_time)
     VALUES (?, ?, ?, 'open', ?, ?, ?)`,
    session.id,
    session.orderId,
    session.method,
    session.returnBase,
    now.toISOString(),
    now.toISOString(),
  );
}

export async function findPaymentSession(
  db: Database,
  id: string,
  now = new Date(),
): Promise<PaymentSession | null> {
  const row = (await db.one(
    `SELECT s.id, s.order_id AS orderId, o.order_sn AS orderSn, o.amount_cents AS cents, o.currency, p.name AS productName,
              s.method, s.status, s.return_origin AS returnBase, o.status AS orderStatus, o.pay_expire_time AS payExpireTime
       FROM payment_sessions s JOIN orders o ON o.id = s.order_id JOIN products p ON p.id = o.product_id
       WHERE s.id = ?`,
    id,
  )) as
    | (Omit<PaymentSession, 'amount'> & { cents: number; orderStatus: number; payExpireTime: string })
    | undefined;
  if (!row) return null;
  const { cents, orderStatus, payExpireTime, ...session } = row;
  const status =
    paymentStatusOf(session.status, { status: orderStatus, payExpireTime }, now) ?? session.status;
  return { ...session, status, amount: cents / 100 };
}

export interface PaymentResult {
  sessionId: string;
  status: string;
  orderSn: string;
}

/**
 * Applies what the provider reported. Only "success" marks the order paid. A settled session is not
 * settled again (a pending one may still settle); a closed one refuses every outcome. Call it inside the
 * callback's transaction, so the outcome and the record of the callback are written together.
 */
export async function applyPaymentOutcome(
  db: Database,
  id: string,
  outcome: PaymentOutcome,
  now = new Date(),
): Promise<PaymentResult> {
  const session = await findPaymentSession(db, id, now);
  if (!session) throw notFound('Payment session not found.');
  if (session.status === CLOSED_STATUS) {
    // Paid by another session (a second tab): say so, rather than only that this session is closed.
    const order = (await db.one('SELECT status FROM orders WHERE id = ?', session.orderId)) as {
      status: number;
    };
    if (PAID_STATUSES.includes(order.status)) throw alreadyPaid();
    throw new HttpError(409, 'This payment session is closed.');
  }
  if (session.status === 'succeeded') throw alreadyPaid();
  if (!WAITING_STATUSES.has(session.status))
    throw new HttpError(409, `This payment is already ${session.status}.`);
  if (outcome === 'success') await markOrderPaid(db, session.orderId, now);
  await db.run(
    'UPDATE payment_sessions SET status = ?, update_time = ? WHERE id = ?',
    SESSION_STATUS[outcome],
    now.toISOString(),
    id,
  );
  return { sessionId: id, status: SESSION_STATUS[outcome], orderSn: session.orderSn };
}
