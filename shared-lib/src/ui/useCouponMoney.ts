// A coupon's money in the shopper's currency. Coupons keep their value and minimum spend in USD; their
// seeded names quote USD too ("$2 off orders over $10"), so pages name a coupon by the label built here,
// through the one formatter, converted as the store prices (convertMoney).
import { useTranslation } from 'react-i18next';
import { convertMoney, formatMoney } from '../domain/money';
import { useStores } from '../stores/StoresContext';

export interface CouponValue {
  kind: 'amount' | 'percent';
  /** USD for 'amount', percent for 'percent'. */
  value: number;
  /** USD; 0: none. */
  minSpend: number;
}

/**
 * `money(usd)` and `label(coupon)` in a currency: the shopper's unless the page prices in another
 * (`currency`, `rate` units per USD). Read in an observer: a change of currency re-renders.
 */
export function useCouponMoney(currency?: { code: string; rate: number }) {
  const { t, i18n } = useTranslation();
  const { currency: shopper } = useStores();
  const code = currency?.code ?? shopper.code;
  const rate = currency?.rate ?? shopper.rate;
  const money = (usd: number): string => formatMoney(convertMoney(usd, rate), code, i18n.language);
  const label = (coupon: CouponValue): string => {
    const minSpend = coupon.minSpend > 0 ? money(coupon.minSpend) : null;
    if (coupon.kind === 'percent') {
      return minSpend
        ? t('price.couponPercentOver', { percent: coupon.value, minSpend })
        : t('price.couponPercent', { percent: coupon.value });
    }
    const amount = money(coupon.value);
    return minSpend ? t('price.couponAmountOver', { amount, minSpend }) : t('price.couponAmount', { amount });
  };
  return { money, label };
}
