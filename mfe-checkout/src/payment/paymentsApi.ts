// Payment sessions at the payment provider, opened through store-api (POST /payments/sessions). A
// session ties one unpaid order to a method; the shopper pays in the provider's SDK element or hosted
// page, and the provider tells store-api the outcome by signed callback: the page never settles anything.
import { callGroup, type Language, type ResponseData } from '@topup/shared-lib';

/** A way to pay with the store's own mark for it, its picture under the store's media. */
export type PaymentMethodMark = ResponseData<'/payments/methods', 'get'>[number];

/** Methods the provider takes a session for. */
export type PaymentSessionMethod = PaymentMethodMark['id'];

export interface CreatePaymentSessionPayload {
  /** Order sn or numeric id. */
  orderId: string;
  method: PaymentSessionMethod;
  /** The shop's origin, where the provider sends the shopper back to the result pages: one of store-api's STORE_SHOP_ORIGINS. */
  returnOrigin?: string;
  /** The shop's language the payment started in: the provider returns to that language's result pages. */
  language?: Language;
}

export interface PaymentSession {
  sessionId: string;
  /** The provider's hosted payment page (relative: to the API base). */
  checkoutUrl: string;
  amount: number;
  currency: string;
}

export const paymentsApi = callGroup((apiRequest) => ({
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
}));
