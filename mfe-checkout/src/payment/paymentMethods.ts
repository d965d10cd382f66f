// The payment methods the checkout offers and the SDK element each one uses (card gateway, drop-in, Apple Pay, Google Pay, a further provider; PayPal). PayPal and the further
// provider are shown inside the provider's drop-in element, limited to that one method.
import type { PaymentSessionMethod } from './paymentsApi';

export interface PaymentMethod {
  id: PaymentSessionMethod;
  /** Element type of the payment components SDK. */
  element: string;
  elementOptions?: Record<string, unknown>;
  /** Which failure guide fits this method (the route table tips pages). */
  guide: 'credit' | 'paypal' | null;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'card', element: 'card', guide: 'credit' },
  { id: 'applePay', element: 'applePayButton', guide: 'credit' },
  { id: 'googlePay', element: 'googlePayButton', guide: 'credit' },
  { id: 'paypal', element: 'dropIn', elementOptions: { methods: ['paypal'] }, guide: 'paypal' },
  { id: 'provider', element: 'dropIn', elementOptions: { methods: ['provider'] }, guide: null },
  { id: 'dropIn', element: 'dropIn', guide: 'credit' },
];

export function paymentMethod(id: string | null | undefined): PaymentMethod | null {
  return PAYMENT_METHODS.find((method) => method.id === id) ?? null;
}
