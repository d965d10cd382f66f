// Which coupon to offer: an estimate of what each saves, in the selected currency, follows store-api's
// order (VIP percent first, then the coupon). It only picks and enables coupons; every figure the page
// shows is store-api's quote (useOrderQuote), which prices with the function order creation uses.
import { convertMoney, roundMoney, type Coupon, type MemberCoupon } from '@topup/shared-lib';

/** store-api: quantity 1-10 per order. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
/** An order never costs less than one cent. */
const MIN_PAY = 0.01;

type AnyCoupon = Pick<MemberCoupon | Coupon, 'kind' | 'value' | 'minSpend'>;

/**
 * Coupon amounts and minimum spends are in USD; `rate` is units of the selected currency per USD, and
 * they convert as the store prices (convertMoney).
 */
export const couponApplies = (coupon: AnyCoupon, original: number, rate: number): boolean =>
  original >= convertMoney(coupon.minSpend, rate);

/** About what the coupon takes off an order of `original` (0 when it does not apply). */
export function couponSaving(coupon: AnyCoupon, original: number, vipPercent: number, rate: number): number {
  if (!couponApplies(coupon, original, rate)) return 0;
  const base = original - roundMoney((original * vipPercent) / 100);
  const raw = coupon.kind === 'amount' ? convertMoney(coupon.value, rate) : (base * coupon.value) / 100;
  return roundMoney(Math.max(0, Math.min(raw, base - MIN_PAY)));
}

/** The member coupon that saves the most on this order, or null when none applies. */
export function bestCoupon<T extends AnyCoupon>(
  list: readonly T[],
  original: number,
  vipPercent: number,
  rate: number,
): T | null {
  let best: T | null = null;
  let bestSaving = 0;
  for (const coupon of list) {
    const saving = couponSaving(coupon, original, vipPercent, rate);
    if (saving > bestSaving) {
      best = coupon;
      bestSaving = saving;
    }
  }
  return best;
}
