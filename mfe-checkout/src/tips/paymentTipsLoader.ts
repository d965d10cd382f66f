// The payment tips page's address: `:tip` must name one of the six pages, else the page is not
// found (a 404 inside the error layout). For a member the order the provider returned for is read, so
// the success page is a receipt and a failed or cancelled payment of an order paid meanwhile (another
// tab) says it is paid. The page is the browser's: so is this read.
import { pageNotFound, settle, type Order, type PageLoaderArgs, type Settled } from '@topup/shared-lib';
import { returnedOrderId } from '../order/orderQuery';
import { asPaymentTip, type PaymentTip } from './paymentTips';

export interface PaymentTipsData {
  tip: PaymentTip;
  /** The order the address names, for a member; null when none is named or for a guest. */
  order: Settled<Order> | null;
}

export async function loader({ params, query, stores }: PageLoaderArgs): Promise<PaymentTipsData> {
  const tip = asPaymentTip(params.tip);
  if (!tip) pageNotFound();
  const oid = returnedOrderId(query);
  const order = oid && stores.user.isLogin ? await settle(stores.api.orders.bySn(oid)) : null;
  return { tip, order };
}
