import { userStore, verificationStore } from '@topup/shared-lib';

/**
 * After any order action the shared state follows (issue 8 point 5): the unpaid list and available
 * coupons (a cancel releases its coupon) drive the hot status; verification may have changed too.
 */
export async function refreshAfterOrderAction(): Promise<void> {
  await Promise.all([userStore.loadUnpaid(), userStore.loadCoupons(), verificationStore.checkAll()]);
}
