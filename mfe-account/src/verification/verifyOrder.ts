import type { Order, Stores } from '@topup/shared-lib';
import { loadVerification } from './loadVerification';

/**
 * The shopper asked to verify this order (its Verify action, the verification page): the centre is
 * pointed at it, then asked through the header's tip to open the upload flow, as the tip itself does.
 */
export async function verifyOrder(stores: Stores, order: Order): Promise<void> {
  (await loadVerification(stores)).pointAt(order);
  stores.verificationTip.requestUpload();
}
