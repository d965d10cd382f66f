import type { Stores } from '@topup/shared-lib';
import { loadVerification } from '../verification/loadVerification';

/**
 * After any order action the shared state follows: the unpaid list and available coupons (a cancel
 * releases its coupon) drive the hot status; verification may have changed too.
 */
export async function refreshAfterOrderAction(stores: Stores): Promise<void> {
  const { user } = stores;
  const checkVerification = async () => (await loadVerification(stores)).checkAll();
  await Promise.all([user.loadUnpaid(), user.loadCoupons(), checkVerification()]);
}
