import { useTranslation } from 'react-i18next';
import { Price, formatStoreDay, type MemberCoupon } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCouponsStrings';

/** Coupon values are in USD (store-api: "value (USD off or percent)"). */
export const COUPON_CURRENCY = 'USD';

/** The store's day (the store's server renders the page for the member), null when there is none. */
const dateOf = (iso: string | null, language: string): string | null =>
  (iso && formatStoreDay(iso, language)) || null;

/** One held coupon: value, conditions and expiry (or when it was used). */
export function CouponCard({ coupon }: { coupon: MemberCoupon }) {
  const { t, i18n } = useTranslation(NS);
  const expires = dateOf(coupon.expireTime, i18n.language);
  const used = dateOf(coupon.useTime, i18n.language);
  return (
    <li className={`tu-card acc-coupon acc-coupon--${coupon.status}`}>
      <p className="acc-coupon__value">
        {coupon.kind === 'percent' ? (
          t('coupons.percentOff', { value: coupon.value })
        ) : (
          <>
            <Price amount={coupon.value} currency={COUPON_CURRENCY} /> {t('coupons.off')}
          </>
        )}
      </p>
      <h3 className="acc-coupon__name">{coupon.name}</h3>
      <ul className="acc-coupon__rules">
        <li>
          {coupon.minSpend > 0 ? (
            <>
              {t('coupons.minSpend')} <Price amount={coupon.minSpend} currency={COUPON_CURRENCY} />
            </>
          ) : (
            t('coupons.noMinimum')
          )}
        </li>
        <li>{coupon.productId === null ? t('coupons.anyProduct') : t('coupons.oneProduct')}</li>
        {coupon.status === 'used' && used && <li>{t('coupons.usedOn', { date: used })}</li>}
        {coupon.status !== 'used' && expires && (
          <li>
            {t(coupon.status === 'expired' ? 'coupons.expiredOn' : 'coupons.expiresOn', { date: expires })}
          </li>
        )}
        <li>{t('coupons.code', { code: coupon.code })}</li>
      </ul>
    </li>
  );
}
