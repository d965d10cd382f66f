// How a coupon's terms read on the purchase page: amounts and minimum spends are kept in USD and shown
// in the page's currency, converted as the store prices (convertMoney, spec 9).
import { useTranslation } from 'react-i18next';
import { convertMoney, formatMoney, type Coupon } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';

export type CouponTermsOf = Pick<Coupon, 'kind' | 'value' | 'minSpend'>;

/** `rate`: units of `currency` per USD. */
export function useCouponTerms(currency: string, rate: number) {
  const { t, i18n } = useTranslation(NS);
  const money = (usd: number) => formatMoney(convertMoney(usd, rate), currency, i18n.language);
  const describe = (coupon: CouponTermsOf) =>
    [
      coupon.kind === 'amount'
        ? t('topUp.coupons.amountOff', { value: money(coupon.value) })
        : t('topUp.coupons.percentOff', { value: coupon.value }),
      coupon.minSpend > 0 ? t('topUp.coupons.minSpend', { value: money(coupon.minSpend) }) : null,
    ]
      .filter(Boolean)
      .join(t('topUp.coupons.termsSeparator'));
  return { money, describe };
}
