// How a coupon's terms read on the purchase page: the shared label ("NT$64.20 off orders of NT$321.00 or
// more"), built from its kind, value and minimum spend in the page's currency, never its seeded name
// (which quotes USD).
import { useCouponMoney, type Coupon } from '@topup/shared-lib';

export type CouponTermsOf = Pick<Coupon, 'kind' | 'value' | 'minSpend'>;

/** `rate`: units of `currency` per USD. */
export function useCouponTerms(currency: string, rate: number) {
  const { money, label } = useCouponMoney({ code: currency, rate });
  return { money, describe: (coupon: CouponTermsOf) => label(coupon) };
}
