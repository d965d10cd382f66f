// The unpaid-order check before a purchase: a member with more than UNPAID_ORDER_THRESHOLD unpaid
// orders is asked to pay or cancel them first.
import { type Api } from '@topup/shared-lib';
import { hasTooManyUnpaid } from './unpaidOrders';

/** A failed read does not stop the shopper: the order itself is still checked by the server. */
export async function tooManyUnpaid(api: Api): Promise<boolean> {
  try {
    return hasTooManyUnpaid(await api.orders.unpaidCount());
  } catch {
    return false;
  }
}
