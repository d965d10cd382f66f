import type { Order, Stores } from '@topup/shared-lib';
import { verificationOf } from './verificationOf';

/**
 * The shopper asked to verify this order (its Verify action, the verification page): the centre is
 * pointed at it, then asked through the header's tip to open the upload flow, as the tip itself does.
 */
export function verifyOrder(stores: Stores, order: Order): void {
  verificationOf(stores).pointAt(order);
  stores.verificationTip.requestUpload();
}
