// What an order still needs verified, for the places that show it (the order list, the verification
// page, the centre's dialogs): the kind of check shown and the reason the last try was refused.
import { verificationKind, type Order, type VerificationKind } from '@topup/shared-lib';

export interface DueVerification {
  order: Order;
  kind: VerificationKind;
  /** Why the last check of this kind was not approved, '' when it was not refused. */
  reason: string;
}

export function rejectReasonOf(order: Pick<Order, 'preview'>, kind: VerificationKind): string {
  const preview = order.preview;
  if (!preview) return '';
  return (kind === 'spotcheck' ? preview.spotcheckRejectReason : preview.realnameRejectReason) ?? '';
}

/** The verification the order waits for, or null when it waits for none. */
export function dueVerification(order: Order | null | undefined): DueVerification | null {
  const kind = order ? verificationKind(order) : null;
  return order && kind ? { order, kind, reason: rejectReasonOf(order, kind) } : null;
}
