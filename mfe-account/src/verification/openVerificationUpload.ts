import type { Stores, UiStore } from '@topup/shared-lib';
import type { VerificationStore } from './VerificationStore';

/**
 * The identity-widget popup when a kind containing "sumsub" is required and
 * not skipped, else the upload dialog (the store closes auth and fail).
 */
export function openVerificationUpload(verification: VerificationStore, ui: UiStore): void {
  const target = verification.target;
  if (verification.openUpload() === 'widget' && target) {
    ui.openSitePopup({ kind: 'identity', orderSn: target.orderSn });
  }
}

/** "Verify again" after the widget was skipped: back to the widget. */
export function reopenWidget(verification: VerificationStore, ui: UiStore): void {
  verification.resetWidgetSkip();
  openVerificationUpload(verification, ui);
}

/**
 * A request through the shared tip: one that names an order (another remote's Verify action on that
 * order) points the centre at it first, read from the store when the checks have not listed it yet.
 */
export async function openRequestedUpload(stores: Stores, verification: VerificationStore): Promise<void> {
  const orderSn = stores.verificationTip.requestedOrderSn;
  if (orderSn && verification.target?.orderSn !== orderSn) {
    const order =
      verification.previewOrders.find((known) => known.orderSn === orderSn) ??
      (await stores.api.orders.bySn(orderSn).catch(() => null));
    if (order) verification.pointAt(order);
  }
  openVerificationUpload(verification, stores.ui);
}
