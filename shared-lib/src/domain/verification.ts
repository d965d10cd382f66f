// Order verification rules of spec 3 and 4: which orders need real-name or spot-check verification,
// which kind is shown, and when the checks poll again.

/** Status -1, 0 or 1: pending or action needed. */
export const VERIFICATION_ACTION_STATUSES: readonly number[] = [-1, 0, 1];
export const VERIFICATION_PASSED_STATUS = 2;
/** Status 1 in either preview status re-checks every 15 s. */
export const VERIFICATION_REVIEWING_STATUS = 1;
export const VERIFICATION_PREVIEW_POLL_MS = 15_000;
/** Paid orders with inputStatus 1 or -1 await input forms; re-checked every 20 s. */
export const INPUT_FORM_POLL_MS = 20_000;
export const INPUT_FORM_PENDING_STATUSES: readonly number[] = [-1, 1];
export const ORDER_STATUS_UNPAID = 0;
export const ORDER_STATUS_PAID = 1;
/** A verification kind containing this word is done in the third-party identity widget. */
export const THIRD_PARTY_KIND_MARKER = 'sumsub';

export interface VerificationPreview {
  realnameRequired?: string | null;
  realnameStatus?: number | null;
  realnameRejectReason?: string | null;
  spotcheckRequired?: string | null;
  spotcheckStatus?: number | null;
  spotcheckRejectReason?: string | null;
}

export interface VerifiableOrder {
  orderSn: string;
  status: number;
  inputStatus?: number | null;
  preview?: VerificationPreview | null;
}

export type VerificationKind = 'spotcheck' | 'realname';

/** A required field is a comma list, ASCII "," or full-width "，". */
export function parseRequiredKinds(list: string | null | undefined): string[] {
  if (!list) return [];
  return list
    .split(/[,，]/)
    .map((kind) => kind.trim())
    .filter((kind) => kind.length > 0);
}

export const usesThirdPartyWidget = (kinds: readonly string[]): boolean =>
  kinds.some((kind) => kind.toLowerCase().includes(THIRD_PARTY_KIND_MARKER));

const actionNeeded = (status: number | null | undefined): boolean =>
  status != null && VERIFICATION_ACTION_STATUSES.includes(status);

export const awaitsInputForms = (order: VerifiableOrder): boolean =>
  order.status === ORDER_STATUS_PAID &&
  order.inputStatus != null &&
  INPUT_FORM_PENDING_STATUSES.includes(order.inputStatus);

/** The kind to show: spot check first, then real-name; none while a paid order awaits its input forms. */
export function verificationKind(order: VerifiableOrder): VerificationKind | null {
  if (awaitsInputForms(order)) return null;
  const preview = order.preview ?? {};
  if (parseRequiredKinds(preview.spotcheckRequired).length > 0 && actionNeeded(preview.spotcheckStatus)) {
    return 'spotcheck';
  }
  if (parseRequiredKinds(preview.realnameRequired).length > 0 && actionNeeded(preview.realnameStatus)) {
    return 'realname';
  }
  return null;
}

/** The required kinds of the kind shown (to decide between widget and upload dialog). */
export function requiredKindsOf(order: VerifiableOrder, kind: VerificationKind): string[] {
  const preview = order.preview ?? {};
  return parseRequiredKinds(kind === 'spotcheck' ? preview.spotcheckRequired : preview.realnameRequired);
}

export const needsVerification = (order: VerifiableOrder): boolean =>
  !(
    order.preview?.realnameStatus === VERIFICATION_PASSED_STATUS &&
    order.preview?.spotcheckStatus === VERIFICATION_PASSED_STATUS
  );

export const ordersNeedingVerification = <T extends VerifiableOrder>(orders: readonly T[]): T[] =>
  orders.filter(needsVerification);

/** The last order needing verification is the current one. */
export function currentVerificationOrder<T extends VerifiableOrder>(orders: readonly T[]): T | null {
  return ordersNeedingVerification(orders).at(-1) ?? null;
}

/** 15 s when status 1 appears in either preview status of any order, else null (no preview poll). */
export function previewPollInterval(orders: readonly VerifiableOrder[]): number | null {
  const reviewing = orders.some(
    (order) =>
      order.preview?.realnameStatus === VERIFICATION_REVIEWING_STATUS ||
      order.preview?.spotcheckStatus === VERIFICATION_REVIEWING_STATUS,
  );
  return reviewing ? VERIFICATION_PREVIEW_POLL_MS : null;
}

/** 20 s while a paid order awaits input forms, else null (and the verified flag is cleared). */
export function inputFormPollInterval(orders: readonly VerifiableOrder[]): number | null {
  return orders.some(awaitsInputForms) ? INPUT_FORM_POLL_MS : null;
}
