import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { badRequest } from '../http/httpError';
import { checkDeliveryFields } from './orderCreation';
import { INPUT_STATUS_AWAITING, INPUT_STATUS_FILLED, ORDER_STATUS, VERIFICATION_PASSED } from './orderRules';
import { prepared } from '../db/preparedStatements';

/** A verification kind containing this word is done in the third-party identity widget (spec 3). */
export const WIDGET_KIND_MARKER = 'sumsub';

interface VerificationState {
  id: number;
  status: number;
  inputStatus: number;
  realnameRequired: string;
  realnameStatus: number;
  spotcheckRequired: string;
  spotcheckStatus: number;
  afterPayFields: string;
  deliveryReason: string;
}

export function verificationStateOf(db: Database, orderId: number): VerificationState {
  return prepared(
    db,
    `SELECT o.id, o.status, o.input_status AS inputStatus, o.realname_required AS realnameRequired,
              o.realname_status AS realnameStatus, o.spotcheck_required AS spotcheckRequired,
              o.spotcheck_status AS spotcheckStatus, p.after_pay_fields AS afterPayFields,
              o.delivery_reason AS deliveryReason
       FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = ?`,
  ).get(orderId) as VerificationState;
}

const record = (db: Database, orderId: number, kind: string, payload: unknown, now: Date): void => {
  prepared(
    db,
    'INSERT INTO verification_submissions (order_id, kind, payload, create_time) VALUES (?, ?, ?, ?)',
  ).run(orderId, kind, JSON.stringify(payload), now.toISOString());
};

const requirePaid = (state: VerificationState): void => {
  if (state.status !== ORDER_STATUS.paid)
    throw badRequest('Only paid orders awaiting delivery need verification.');
};

export interface RealnameSubmission {
  realName: string;
  idCard: string;
  images: string[];
}

/**
 * Real-name documents for an order that asks for them. The sandbox reviewer approves at once (status 2);
 * production would leave status 1 (under review) until a person decides.
 */
export function submitRealname(
  db: Database,
  orderId: number,
  submission: RealnameSubmission,
  now = new Date(),
): void {
  const state = verificationStateOf(db, orderId);
  requirePaid(state);
  if (!state.realnameRequired) throw badRequest('This order does not need real-name verification.');
  if (state.realnameRequired.includes(WIDGET_KIND_MARKER)) {
    throw badRequest('This order is verified in the identity widget, not by upload.');
  }
  if (state.realnameStatus === VERIFICATION_PASSED)
    throw badRequest('Real-name verification has already passed.');
  record(db, orderId, 'realname', submission, now);
  prepared(db, "UPDATE orders SET realname_status = ?, realname_reject_reason = '' WHERE id = ?").run(
    VERIFICATION_PASSED,
    orderId,
  );
}

/** Spot-check pictures for an order that asks for them; approved at once by the sandbox reviewer. */
export function submitSpotcheck(db: Database, orderId: number, images: string[], now = new Date()): void {
  const state = verificationStateOf(db, orderId);
  requirePaid(state);
  if (!state.spotcheckRequired) throw badRequest('This order does not need a spot check.');
  if (state.spotcheckStatus === VERIFICATION_PASSED) throw badRequest('The spot check has already passed.');
  record(db, orderId, 'spotcheck', { images }, now);
  prepared(db, "UPDATE orders SET spotcheck_status = ?, spotcheck_reject_reason = '' WHERE id = ?").run(
    VERIFICATION_PASSED,
    orderId,
  );
}

/** Which check the widget serves for this order, or an error when none does. */
function widgetCheckOf(state: VerificationState): 'realname' | 'spotcheck' {
  if (state.spotcheckRequired.includes(WIDGET_KIND_MARKER) && state.spotcheckStatus !== VERIFICATION_PASSED) {
    return 'spotcheck';
  }
  if (state.realnameRequired.includes(WIDGET_KIND_MARKER) && state.realnameStatus !== VERIFICATION_PASSED) {
    return 'realname';
  }
  throw badRequest('This order has no identity-widget check waiting.');
}

/** Widget tokens last 10 minutes; the widget reports "invalid-token" after that and the client refreshes. */
export const WIDGET_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

export const hashWidgetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A short-lived access token for the sandbox identity widget (spec 3 "Widget token response"). */
export function issueWidgetToken(db: Database, orderId: number, now = new Date()): string {
  const state = verificationStateOf(db, orderId);
  requirePaid(state);
  widgetCheckOf(state);
  const token = `sbx_${randomBytes(24).toString('hex')}`;
  prepared(db, 'INSERT INTO widget_tokens (token_hash, order_id, expires_at) VALUES (?, ?, ?)').run(
    hashWidgetToken(token),
    orderId,
    new Date(now.getTime() + WIDGET_TOKEN_LIFETIME_MS).toISOString(),
  );
  return token;
}

export interface WidgetResult {
  reviewStatus: string;
  reviewAnswer: 'GREEN' | 'RED';
  rejectReason?: string;
}

/** The widget's final answer: GREEN passes the check, RED sends it back to the shopper with the reason. */
export function submitWidgetResult(
  db: Database,
  orderId: number,
  result: WidgetResult,
  now = new Date(),
): void {
  const state = verificationStateOf(db, orderId);
  requirePaid(state);
  const check = widgetCheckOf(state);
  if (result.reviewStatus !== 'completed') throw badRequest('The identity review is not completed yet.');
  record(db, orderId, 'widget', result, now);
  const passed = result.reviewAnswer === 'GREEN';
  const reason = passed ? '' : (result.rejectReason ?? 'The identity review was rejected.');
  const sql =
    check === 'realname'
      ? 'UPDATE orders SET realname_status = ?, realname_reject_reason = ? WHERE id = ?'
      : 'UPDATE orders SET spotcheck_status = ?, spotcheck_reject_reason = ? WHERE id = ?';
  prepared(db, sql).run(passed ? VERIFICATION_PASSED : 0, reason, orderId);
}

export interface DeliveryReason {
  inputStatus: number;
  /** Why the order waits for the shopper; empty when it does not. */
  reason: string;
  /** Labels of the form to fill in. */
  fields: string[];
  /** What was sent last time, or null. */
  submitted: string[] | null;
}

export function findDeliveryReason(db: Database, orderId: number): DeliveryReason {
  const state = verificationStateOf(db, orderId);
  const last = prepared(
    db,
    'SELECT fields FROM delivery_inputs WHERE order_id = ? ORDER BY id DESC LIMIT 1',
  ).get(orderId) as { fields: string } | undefined;
  return {
    inputStatus: state.inputStatus,
    reason: state.deliveryReason,
    fields: JSON.parse(state.afterPayFields) as string[],
    submitted: last ? (JSON.parse(last.fields) as string[]) : null,
  };
}

/** The shopper's answers to the after-payment form: only while the paid order waits for them. */
export function submitDeliveryInputs(
  db: Database,
  orderId: number,
  fields: string[],
  now = new Date(),
): void {
  const state = verificationStateOf(db, orderId);
  if (
    state.status !== ORDER_STATUS.paid ||
    !(INPUT_STATUS_AWAITING as readonly number[]).includes(state.inputStatus)
  ) {
    throw badRequest('This order is not waiting for delivery details.');
  }
  const entries = checkDeliveryFields(JSON.parse(state.afterPayFields) as string[], fields);
  db.transaction(() => {
    prepared(db, 'INSERT INTO delivery_inputs (order_id, fields, create_time) VALUES (?, ?, ?)').run(
      orderId,
      JSON.stringify(entries),
      now.toISOString(),
    );
    prepared(db, "UPDATE orders SET input_status = ?, delivery_reason = '' WHERE id = ?").run(
      INPUT_STATUS_FILLED,
      orderId,
    );
  })();
}
