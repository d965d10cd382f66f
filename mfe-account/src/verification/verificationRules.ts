// The account centre's verification rules: which order is current, which kinds use the
// third-party widget, and when the checks poll again. What an order's state needs is in shared-lib.
import {
  awaitsInputForms,
  parseRequiredKinds,
  type VerifiableOrder,
  type VerificationKind,
} from '@topup/shared-lib';

export const VERIFICATION_PASSED_STATUS = 2;
/** Status 1 in either preview status re-checks every 15 s. */
export const VERIFICATION_REVIEWING_STATUS = 1;
export const VERIFICATION_PREVIEW_POLL_MS = 15_000;
/** Paid orders awaiting input forms are re-checked every 20 s. */
export const INPUT_FORM_POLL_MS = 20_000;
/** A verification kind containing this word is done in the third-party identity widget. */
export const THIRD_PARTY_KIND_MARKER = 'sumsub';

export const usesThirdPartyWidget = (kinds: readonly string[]): boolean =>
  kinds.some((kind) => kind.toLowerCase().includes(THIRD_PARTY_KIND_MARKER));

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
