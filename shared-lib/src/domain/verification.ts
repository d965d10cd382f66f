// The verification rules an order's state depends on (every app shows it): which kind of verification an order waits for. The account centre's own rules (polling, the
// current order, the widget) live in mfe-account's verification folder.

/** Status -1, 0 or 1: pending or action needed. */
export const VERIFICATION_ACTION_STATUSES: readonly number[] = [-1, 0, 1];
/** Paid orders with inputStatus 1 or -1 await input forms. */
export const INPUT_FORM_PENDING_STATUSES: readonly number[] = [-1, 1];
export const ORDER_STATUS_UNPAID = 0;
export const ORDER_STATUS_PAID = 1;

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
