// The payment tips page's address: `:tip` must name one of spec 2's six pages, else the page is not
// found (a 404 inside the error layout). Nothing is read: the page shows what the address says.
import { pageNotFound, type PageLoaderArgs } from '@topup/shared-lib';
import { asPaymentTip, type PaymentTip } from './paymentTips';

export interface PaymentTipsData {
  tip: PaymentTip;
}

export async function loader({ params }: PageLoaderArgs): Promise<PaymentTipsData> {
  const tip = asPaymentTip(params.tip);
  if (!tip) pageNotFound();
  return { tip };
}
