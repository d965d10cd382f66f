// The price estimate shown before buying. The server computes the real price (store-api's pricing):
// this follows the same order (VIP percent first, then the coupon) in the selected currency.
import { convertMoney, roundMoney, type Coupon, type MemberCoupon } from '@topup/shared-lib';

/** store-api: quantity 1-10 per order. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
/** An order never costs less than one cent. */
const MIN_PAY = 0.01;

type AnyCoupon = Pick<MemberCoupon | Coupon, 'kind' | 'value' | 'minSpend'>;

export interface PriceEstimate {
  original: number;
  vipDiscount: number;
  couponDiscount: number;
  total: number;
}

/**
 * Coupon amounts and minimum spends are in USD; `rate` is units of the selected currency per USD, and
 * they convert as the store prices (convertMoney).
 */
export const couponApplies = (coupon: AnyCoupon, original: number, rate: number): boolean =>
  original >= convertMoney(coupon.minSpend, rate);

export function couponDiscount(coupon: AnyCoupon, base: number, rate: number): number {
  const raw = coupon.kind === 'amount' ? convertMoney(coupon.value, rate) : (base * coupon.value) / 100;
  return roundMoney(Math.max(0, Math.min(raw, base - MIN_PAY)));
}

export function estimatePrice(input: {
  unitPrice: number;
  quantity: number;
  vipPercent: number;
  coupon: AnyCoupon | null;
  rate: number;
}): PriceEstimate {
  const original = roundMoney(input.unitPrice * input.quantity);
  const vipDiscount = roundMoney((original * input.vipPercent) / 100);
  const base = original - vipDiscount;
  const discount =
    input.coupon && couponApplies(input.coupon, original, input.rate)
      ? couponDiscount(input.coupon, base, input.rate)
      : 0;
  return {
    original,
    vipDiscount,
    couponDiscount: discount,
    total: roundMoney(Math.max(MIN_PAY, base - discount)),
  };
}

/** The member coupon that saves the most on this order, or null when none applies. */
export function bestCoupon<T extends AnyCoupon>(
  list: readonly T[],
  original: number,
  vipPercent: number,
  rate: number,
): T | null {
  const base = original - roundMoney((original * vipPercent) / 100);
  let best: T | null = null;
  let bestSaving = 0;
  for (const coupon of list) {
    if (!couponApplies(coupon, original, rate)) continue;
    const saving = couponDiscount(coupon, base, rate);
    if (saving > bestSaving) {
      best = coupon;
      bestSaving = saving;
    }
  }
  return best;
}
