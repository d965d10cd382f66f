import type { Stores } from '@topup/shared-lib';
import { verificationOf } from '../verification/verificationOf';

/**
 * After any order action the shared state follows: the unpaid list and available coupons (a cancel
 * releases its coupon) drive the hot status; verification may have changed too.
 */
export async function refreshAfterOrderAction(stores: Stores): Promise<void> {
  const { user } = stores;
  await Promise.all([user.loadUnpaid(), user.loadCoupons(), verificationOf(stores).checkAll()]);
}
