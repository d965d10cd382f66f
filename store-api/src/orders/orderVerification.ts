import type { Database } from '../db/database';
import { badRequest, fieldError } from '../http/httpError';
import type { IdentityReview } from '../identity/identityProvider';
import { isValidIdCard, normalizeIdCard } from '../identity/idCard';
import { checkDeliveryFields } from './orderCreation';
import type { Locale } from '../http/locale';
import { messageInLocale } from '../http/messagesZh';
import { fieldLabel } from '../products/fieldLabels';
import {
  INPUT_STATUS_AWAITING,
  INPUT_STATUS_FILLED,
  ORDER_STATUS,
  VERIFICATION_PASSED,
  VERIFICATION_UNDER_REVIEW,
} from './orderRules';

/** A verification kind containing this word is done in the third-party identity widget. */
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

export async function verificationStateOf(db: Database, orderId: number): Promise<VerificationState> {
  return (await db.one(
    `SELECT o.id, o.status, o.input_status AS inputStatus, o.realname_required AS realnameRequired,
              o.realname_status AS realnameStatus, o.spotcheck_required AS spotcheckRequired,
              o.spotcheck_status AS spotcheckStatus, p.after_pay_fields AS afterPayFields,
              o.delivery_reason AS deliveryReason
       FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = ?`,
    orderId,
  )) as VerificationState;
}

const record = async (
  db: Database,
  orderId: number,
  kind: string,
  payload: unknown,
  now: Date,
): Promise<void> => {
  await db.run(
    'INSERT INTO verification_submissions (order_id, kind, payload, create_time) VALUES (?, ?, ?, ?)',
    orderId,
    kind,
    JSON.stringify(payload),
    now.toISOString(),
  );
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

/** Throws the 400 a shopper sees unless this order waits for these real-name documents. */
export async function requireRealnameOpen(
  db: Database,
  orderId: number,
  submission: RealnameSubmission,
): Promise<void> {
  const state = await verificationStateOf(db, orderId);
  requirePaid(state);
  if (!state.realnameRequired) throw badRequest('This order does not need real-name verification.');
  if (state.realnameRequired.includes(WIDGET_KIND_MARKER)) {
    throw badRequest('This order is verified in the identity widget, not by upload.');
  }
  if (state.realnameStatus === VERIFICATION_PASSED)
    throw badRequest('Real-name verification has already passed.');
  if (!isValidIdCard(submission.idCard)) {
    throw fieldError(
      'idCard',
      'invalid',
      'idCard is not a valid ID number: its last character does not match the others.',
    );
  }
}

/**
 * Who decides on uploaded documents: the sandbox reviewer approves at once (status 2, the demo); without
 * sandboxes they wait under review (status 1) for the store's staff, as nothing else has confirmed them.
 */
export type DocumentReviewer = 'sandbox' | 'staff';

const statusAfterUpload = (reviewer: DocumentReviewer): number =>
  reviewer === 'sandbox' ? VERIFICATION_PASSED : VERIFICATION_UNDER_REVIEW;

/** Real-name documents for an order that asks for them; the route has checked that the pictures are the order's own uploads. */
export async function submitRealname(
  db: Database,
  orderId: number,
  submission: RealnameSubmission,
  reviewer: DocumentReviewer,
  now = new Date(),
): Promise<void> {
  await requireRealnameOpen(db, orderId, submission);
  await record(db, orderId, 'realname', { ...submission, idCard: normalizeIdCard(submission.idCard) }, now);
  await db.run(
    "UPDATE orders SET realname_status = ?, realname_reject_reason = '' WHERE id = ?",
    statusAfterUpload(reviewer),
    orderId,
  );
}

/** Throws the 400 a shopper sees unless this order waits for spot-check pictures. */
export async function requireSpotcheckOpen(db: Database, orderId: number): Promise<void> {
  const state = await verificationStateOf(db, orderId);
  requirePaid(state);
  if (!state.spotcheckRequired) throw badRequest('This order does not need a spot check.');
  if (state.spotcheckStatus === VERIFICATION_PASSED) throw badRequest('The spot check has already passed.');
}

/** Spot-check pictures (the order's own uploads) for an order that asks for them. */
export async function submitSpotcheck(
  db: Database,
  orderId: number,
  images: string[],
  reviewer: DocumentReviewer,
  now = new Date(),
): Promise<void> {
  await requireSpotcheckOpen(db, orderId);
  await record(db, orderId, 'spotcheck', { images }, now);
  await db.run(
    "UPDATE orders SET spotcheck_status = ?, spotcheck_reject_reason = '' WHERE id = ?",
    statusAfterUpload(reviewer),
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

/** Throws the 400 a shopper sees unless this paid order waits for a widget check. */
export async function requireWidgetCheck(db: Database, orderId: number): Promise<void> {
  const state = await verificationStateOf(db, orderId);
  requirePaid(state);
  widgetCheckOf(state);
}

/**
 * Applies the identity provider's review (asked server to server, never taken from the shopper): GREEN
 * passes the check, RED sends it back to the shopper with the provider's reason. `reported` is what the
 * shopper's widget said, kept with the submission for support, never the decision.
 */
export async function applyIdentityReview(
  db: Database,
  orderId: number,
  review: IdentityReview | null,
  reported: unknown,
  now = new Date(),
): Promise<void> {
  const state = await verificationStateOf(db, orderId);
  requirePaid(state);
  const check = widgetCheckOf(state);
  if (review?.reviewStatus !== 'completed' || review.reviewAnswer === null) {
    throw badRequest('The identity review is not completed yet.');
  }
  await record(db, orderId, 'widget', { review, reported }, now);
  const passed = review.reviewAnswer === 'GREEN';
  const reason = passed ? '' : review.rejectReason || 'The identity review was rejected.';
  const sql =
    check === 'realname'
      ? 'UPDATE orders SET realname_status = ?, realname_reject_reason = ? WHERE id = ?'
      : 'UPDATE orders SET spotcheck_status = ?, spotcheck_reject_reason = ? WHERE id = ?';
  await db.run(sql, passed ? VERIFICATION_PASSED : 0, reason, orderId);
}

export interface DeliveryReason {
  inputStatus: number;
  /** Why the order waits for the shopper; empty when it does not. */
  reason: string;
  /** Labels of the form to fill in, as stored: what the answers are sent with ("label:value"). */
  fields: string[];
  /** The same labels as shown, in the request's language. */
  labels: string[];
  /** What was sent last time, or null. */
  submitted: string[] | null;
}

export async function findDeliveryReason(
  db: Database,
  orderId: number,
  locale: Locale,
): Promise<DeliveryReason> {
  const state = await verificationStateOf(db, orderId);
  const last = (await db.one(
    'SELECT fields FROM delivery_inputs WHERE order_id = ? ORDER BY id DESC LIMIT 1',
    orderId,
  )) as { fields: string } | undefined;
  const fields = JSON.parse(state.afterPayFields) as string[];
  return {
    inputStatus: state.inputStatus,
    reason: messageInLocale(state.deliveryReason, locale),
    fields,
    labels: fields.map((field) => fieldLabel(field, locale)),
    submitted: last ? (JSON.parse(last.fields) as string[]) : null,
  };
}

/** The shopper's answers to the after-payment form: only while the paid order waits for them. */
export async function submitDeliveryInputs(
  db: Database,
  orderId: number,
  fields: string[],
  now = new Date(),
): Promise<void> {
  const state = await verificationStateOf(db, orderId);
  if (
    state.status !== ORDER_STATUS.paid ||
    !(INPUT_STATUS_AWAITING as readonly number[]).includes(state.inputStatus)
  ) {
    throw badRequest('This order is not waiting for delivery details.');
  }
  const entries = checkDeliveryFields(JSON.parse(state.afterPayFields) as string[], fields);
  await db.transaction(async () => {
    await db.run(
      'INSERT INTO delivery_inputs (order_id, fields, create_time) VALUES (?, ?, ?)',
      orderId,
      JSON.stringify(entries),
      now.toISOString(),
    );
    await db.run(
      "UPDATE orders SET input_status = ?, delivery_reason = '' WHERE id = ?",
      INPUT_STATUS_FILLED,
      orderId,
    );
  });
}
