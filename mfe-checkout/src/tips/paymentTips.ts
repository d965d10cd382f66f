// The six payment tips pages of the route table (one screen): what each says and which next steps it offers.
import { STORAGE_KEYS, isString, readStored } from '@topup/shared-lib';
import { paymentMethod } from '../payment/paymentMethods';

export const PAYMENT_TIPS = [
  'payment-success.html',
  'payment-pending.html',
  'payment-failed.html',
  'payment-cancel.html',
  'payment-failed-credit-guide.html',
  'payment-failed-paypal-guide.html',
] as const;
export type PaymentTip = (typeof PAYMENT_TIPS)[number];

export const CREDIT_GUIDE = 'payment-failed-credit-guide.html' satisfies PaymentTip;
export const PAYPAL_GUIDE = 'payment-failed-paypal-guide.html' satisfies PaymentTip;

export const CREDIT_GUIDE_POINTS = ['details', 'secure', 'funds', 'online', 'another'] as const;
export const PAYPAL_GUIDE_POINTS = ['login', 'funding', 'verified', 'popup', 'another'] as const;

/** The tip a path names; null for any other name (the page is not found). */
export function asPaymentTip(name: string | undefined): PaymentTip | null {
  return PAYMENT_TIPS.find((tip) => tip === name) ?? null;
}

export type TipTone = 'success' | 'pending' | 'failed';

export function toneOf(tip: PaymentTip): TipTone {
  if (tip === 'payment-success.html') return 'success';
  if (tip === 'payment-pending.html' || tip === 'payment-cancel.html') return 'pending';
  return 'failed';
}

/** Guides a failed payment links to: the one for the method last used, or both when unknown. */
export function guidesFor(tip: PaymentTip): PaymentTip[] {
  if (tip !== 'payment-failed.html') return [];
  const guide = paymentMethod(readStored(STORAGE_KEYS.paymentWay, isString))?.guide;
  if (guide === 'credit') return [CREDIT_GUIDE];
  if (guide === 'paypal') return [PAYPAL_GUIDE];
  return [CREDIT_GUIDE, PAYPAL_GUIDE];
}

/** Whether the order can be paid again from this page (the payment did not happen). */
export const offersRetry = (tip: PaymentTip) => toneOf(tip) === 'failed' || tip === 'payment-cancel.html';
