import type { RouteParams } from './routeTypes';

/** A product id must contain at least one digit (spec 3, 5). */
export const hasDigitId = (params: RouteParams): boolean => /\d/.test(params.id ?? '');

export const ERROR_STATUSES = ['400', '404', '500', 'notsupported'] as const;
export const isErrorStatus = (params: RouteParams): boolean =>
  (ERROR_STATUSES as readonly string[]).includes(params.status ?? '');

export const PAYMENT_TIPS = [
  'payment-success.html',
  'payment-pending.html',
  'payment-failed.html',
  'payment-cancel.html',
  'payment-failed-credit-guide.html',
  'payment-failed-paypal-guide.html',
] as const;
export const isPaymentTip = (params: RouteParams): boolean =>
  (PAYMENT_TIPS as readonly string[]).includes(params.tip ?? '');
