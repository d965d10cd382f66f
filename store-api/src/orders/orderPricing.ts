import type { CouponKind } from '../coupons/couponQueries';

export interface PricingCoupon {
  kind: CouponKind;
  /** Cents for 'amount', percent for 'percent'. */
  value: number;
  minSpendCents: number;
}

export interface PricingInput {
  unitPriceCents: number;
  quantity: number;
  vipDiscountPercent: number;
  coupon: PricingCoupon | null;
  /** Units of the order currency per USD. */
  rate: number;
}

export interface OrderPrice {
  /** All amounts in cents of the order currency. */
  originalCents: number;
  vipDiscountCents: number;
  couponDiscountCents: number;
  payCents: number;
}

/** Orders never cost less than one cent: a free order would skip payment, which the store never does. */
const MIN_PAY_CENTS_USD = 1;

/**
 * The server's price for an order (the client's price is never trusted): SKU price times quantity, minus the
 * VIP discount, minus the coupon, computed in USD cents and then converted at the currency rate, rounded to
 * 2 decimals. Throws CouponBelowMinimumError when the coupon's minimum spend is not met.
 */
export function computeOrderPrice(input: PricingInput): OrderPrice {
  const originalUsd = input.unitPriceCents * input.quantity;
  const vipUsd = Math.round((originalUsd * input.vipDiscountPercent) / 100);
  let couponUsd = 0;
  if (input.coupon) {
    if (originalUsd < input.coupon.minSpendCents) {
      throw new CouponBelowMinimumError(Math.round(input.coupon.minSpendCents * input.rate));
    }
    const base = originalUsd - vipUsd;
    couponUsd =
      input.coupon.kind === 'amount' ? input.coupon.value : Math.round((base * input.coupon.value) / 100);
    couponUsd = Math.min(couponUsd, base - MIN_PAY_CENTS_USD);
  }
  const payUsd = originalUsd - vipUsd - couponUsd;
  const convert = (cents: number): number => Math.round(cents * input.rate);
  return {
    originalCents: convert(originalUsd),
    vipDiscountCents: convert(vipUsd),
    couponDiscountCents: convert(couponUsd),
    payCents: Math.max(convert(payUsd), MIN_PAY_CENTS_USD),
  };
}

/** The order is below the coupon's minimum spend, which is given in cents of the order's currency. */
export class CouponBelowMinimumError extends Error {
  constructor(readonly minSpendCents: number) {
    super('The order is below the coupon’s minimum spend.');
  }
}
