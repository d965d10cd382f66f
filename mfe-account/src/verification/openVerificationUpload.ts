import { uiStore, verificationStore } from '@topup/shared-lib';

/**
 * Spec 4 "Opening upload": the identity-widget popup when a kind containing "sumsub" is required and
 * not skipped, else the upload dialog (the store closes auth and fail).
 */
export function openVerificationUpload(): void {
  const target = verificationStore.target;
  if (verificationStore.openUpload() === 'widget' && target) {
    uiStore.openSitePopup({ kind: 'identity', orderSn: target.orderSn });
  }
}

/** "Verify again" after the widget was skipped: back to the widget. */
export function reopenWidget(): void {
  verificationStore.resetWidgetSkip();
  openVerificationUpload();
}
