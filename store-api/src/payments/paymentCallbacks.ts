// The provider's callback, the only way a payment's state changes: signed (paymentSignature.ts), about a
// session the store opened, for the order's own amount and currency, and never played twice.
import type { Database } from '../db/database';
import { memberOrdersLock } from '../orders/memberOrdersLock';
import { badRequest, HttpError, notFound } from '../http/httpError';
import { verifyPaymentSignature } from './paymentSignature';
import {
  applyPaymentOutcome,
  findPaymentSession,
  PAYMENT_OUTCOMES,
  type PaymentOutcome,
  type PaymentResult,
} from './paymentSessions';

const ALREADY_RECEIVED = 'This payment callback was already received.';

/** What a callback's body says. */
export interface PaymentEvent {
  /** The provider's id of this event: each is applied once. */
  eventId: string;
  sessionId: string;
  outcome: PaymentOutcome;
  /** In the order's currency, as the session was opened. */
  amount: number;
  currency: string;
}

const ID_MAX = 200;

function parseEvent(body: string): PaymentEvent {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    value = null;
  }
  const event = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const id = (field: unknown): field is string =>
    typeof field === 'string' && field.length > 0 && field.length <= ID_MAX;
  if (
    !id(event.eventId) ||
    !id(event.sessionId) ||
    !PAYMENT_OUTCOMES.some((outcome) => outcome === event.outcome) ||
    typeof event.amount !== 'number' ||
    !Number.isFinite(event.amount) ||
    typeof event.currency !== 'string' ||
    !/^[A-Z]{3}$/.test(event.currency)
  ) {
    throw badRequest('The payment callback is not a valid payment event.');
  }
  return event as unknown as PaymentEvent;
}

/**
 * Verifies and applies one callback. The outcome and the record of the event (its id and signature) are
 * written in one transaction: a crash between them cannot lose a payment nor let the event count twice.
 */
export async function receivePaymentCallback(
  db: Database,
  secret: string,
  signatureHeader: string | undefined,
  body: string,
  now = new Date(),
): Promise<PaymentResult> {
  const signature = verifyPaymentSignature(secret, signatureHeader, body, now);
  const event = parseEvent(body);
  // The order's member's lock (memberOrdersLock.ts): paying runs after, or before, any other change to the
  // member's orders. A session that names no order finds none inside either.
  const member = (await db.one(
    'SELECT o.member_id AS memberId FROM payment_sessions s JOIN orders o ON o.id = s.order_id WHERE s.id = ?',
    event.sessionId,
  )) as { memberId: number } | undefined;
  return await db.transaction(
    async () => {
      const seen = await db.one(
        'SELECT 1 FROM payment_callbacks WHERE event_id = ? OR signature = ?',
        event.eventId,
        signature,
      );
      if (seen) throw new HttpError(409, ALREADY_RECEIVED);
      const session = await findPaymentSession(db, event.sessionId, now);
      if (!session) throw notFound('Payment session not found.');
      if (
        Math.round(event.amount * 100) !== Math.round(session.amount * 100) ||
        event.currency !== session.currency
      ) {
        throw badRequest('The payment callback does not match the order’s amount and currency.');
      }
      const result = await applyPaymentOutcome(db, event.sessionId, event.outcome, now);
      // Another member's callback with the same event id or signature, recorded meanwhile: the same refusal.
      const { changes } = await db.run(
        'INSERT INTO payment_callbacks (event_id, signature, session_id, outcome, receive_time) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        event.eventId,
        signature,
        event.sessionId,
        event.outcome,
        now.toISOString(),
      );
      if (changes !== 1) throw new HttpError(409, ALREADY_RECEIVED);
      return result;
    },
    member && memberOrdersLock(member.memberId),
  );
}
