import type { Stores } from '@topup/shared-lib';
import { loadVerification } from '../verification/loadVerification';

/**
 * After any order action the shared state follows: the unpaid orders and available coupons (a cancel
 * releases its coupon) are read again where they are shown (the header's hot status); verification may
 * have changed too.
 */
export async function refreshAfterOrderAction(stores: Stores): Promise<void> {
  const { user } = stores;
  const checkVerification = async () => (await loadVerification(stores)).checkAll();
  user.memberDataChanged();
  await checkVerification();
}
