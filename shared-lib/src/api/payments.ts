// Payment sessions at the payment provider (store-api's sandbox stands in for it; README "Sandboxes").
// A session ties one unpaid order to a method; the SDK element or the hosted page settles it.
import type { ApiRequest } from './client';
import type { CreatePaymentSessionPayload, PaymentSession } from './paymentTypes';

export function paymentsApi(apiRequest: ApiRequest) {
  return {
    /** Starts a payment for one of the member's unpaid orders (400 when the order cannot be paid). */
    createSession: (payload: CreatePaymentSessionPayload) =>
      apiRequest<PaymentSession>({
        method: 'POST',
        path: '/sandbox/pay/sessions',
        params: { ...payload },
        toast: false,
      }),
  };
}
