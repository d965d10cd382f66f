// Payment session shapes (store-api's POST /payments/sessions; the spec leaves the provider's calls unshown).
import type { Language } from '../domain/locale';
import type { Item, ResponseData } from './responseData';

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

/** A way to pay with the store's own mark for it, its picture under the store's media. */
export type PaymentMethodMark = Item<ResponseData<'/payments/methods', 'get'>>;
