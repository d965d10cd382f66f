import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatStoreDay, useCouponMoney, type MemberCoupon } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCouponsStrings';

/** The store's day (the store's server renders the page for the member), null when there is none. */
const dateOf = (iso: string | null, language: string): string | null =>
  (iso && formatStoreDay(iso, language)) || null;

/**
 * One held coupon: value, conditions and expiry (or when it was used), in the shopper's currency. Its
 * heading is built from its terms: the seeded name quotes USD.
 */
export const CouponCard = observer(function CouponCard({ coupon }: { coupon: MemberCoupon }) {
  const { t, i18n } = useTranslation(NS);
  const { money, label } = useCouponMoney();
  const expires = dateOf(coupon.expireTime, i18n.language);
  const used = dateOf(coupon.useTime, i18n.language);
  return (
    <li className={`tu-card acc-coupon acc-coupon--${coupon.status}`}>
      <p className="acc-coupon__value">
        {coupon.kind === 'percent' ? (
          t('coupons.percentOff', { value: coupon.value })
        ) : (
          <>
            <span className="tu-price">{money(coupon.value)}</span> {t('coupons.off')}
          </>
        )}
      </p>
      <h3 className="acc-coupon__name">{label(coupon)}</h3>
      <ul className="acc-coupon__rules">
        <li>
          {coupon.minSpend > 0 ? (
            <>
              {t('coupons.minSpend')} <span className="tu-price">{money(coupon.minSpend)}</span>
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
});
