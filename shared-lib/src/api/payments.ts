// Payment sessions at the payment provider, opened through store-api (POST /payments/sessions). A
// session ties one unpaid order to a method; the shopper pays in the provider's SDK element or hosted
// page, and the provider tells store-api the outcome by signed callback: the page never settles anything.
import type { ApiRequest } from './client';
import type { CreatePaymentSessionPayload, PaymentMethodMark, PaymentSession } from './paymentTypes';

export function paymentsApi(apiRequest: ApiRequest) {
  return {
    /** The ways to pay, each with the store's mark (pictures only: the page keeps its own list). */
    methods: () => apiRequest<PaymentMethodMark[]>({ path: '/payments/methods', toast: false }),
    /** Starts a payment for one of the member's unpaid orders (400 when the order cannot be paid). */
    createSession: (payload: CreatePaymentSessionPayload) =>
      apiRequest<PaymentSession>({
        method: 'POST',
        path: '/payments/sessions',
        params: { ...payload },
        toast: false,
      }),
  };
}
