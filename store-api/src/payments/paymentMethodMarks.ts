// The store's own mark beside each way to pay in the checkout's list: the neutral drawings of
// media/paymentArt.ts (no payment brand's logo), one per method the provider takes a session for.
import { paymentPicture, type PaymentMark } from '../media/paymentArt';
import { PAYMENT_METHODS, type PaymentMethod } from './paymentSessions';

const MARK_OF: Readonly<Record<PaymentMethod, PaymentMark>> = {
  card: 'card',
  // Every option of the provider's drop-in starts with the cards.
  dropIn: 'card',
  applePay: 'mobile-wallet',
  googlePay: 'mobile-wallet',
  paypal: 'e-wallet',
  // Local wallets and bank transfer.
  provider: 'bank',
};

export interface PaymentMethodMark {
  id: PaymentMethod;
  mark: PaymentMark;
  /** The mark's picture, relative to the store's media. */
  pic: string;
}

export const paymentMethodMarks = (): PaymentMethodMark[] =>
  PAYMENT_METHODS.map((id) => ({ id, mark: MARK_OF[id], pic: paymentPicture(MARK_OF[id]) }));
