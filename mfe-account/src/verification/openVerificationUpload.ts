import type { UiStore } from '@topup/shared-lib';
import type { VerificationStore } from './VerificationStore';

/**
 * Spec 4 "Opening upload": the identity-widget popup when a kind containing "sumsub" is required and
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
