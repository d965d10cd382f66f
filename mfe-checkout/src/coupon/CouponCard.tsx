import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatStoreDay, useCouponMoney, type Coupon, type MemberCoupon } from '@topup/shared-lib';
import { NS } from '../i18n';

/**
 * A coupon on offer or held: what it takes off and when it applies, in the shopper's currency. It is
 * named by its terms: the seeded name quotes USD.
 */
export const CouponCard = observer(function CouponCard({ coupon }: { coupon: Coupon | MemberCoupon }) {
  const { t, i18n } = useTranslation(NS);
  const { money, label } = useCouponMoney();
  // The store's day: the same on the store's server and in every shopper's browser.
  const date = (iso: string) => formatStoreDay(iso, i18n.language);
  const offer = 'newUser' in coupon ? coupon : null;
  return (
    <article className="tu-card co-coupon__card" aria-label={label(coupon)}>
      <p className="co-coupon__value">
        {coupon.kind === 'percent'
          ? t('coupon.percentOff', { value: coupon.value })
          : t('coupon.off', { amount: money(coupon.value) })}
      </p>
      <h2 className="co-coupon__name">{label(coupon)}</h2>
      <ul className="co-coupon__terms">
        <li>
          {coupon.minSpend > 0
            ? t('coupon.minSpend', { amount: money(coupon.minSpend) })
            : t('coupon.noMinimum')}
        </li>
        {offer?.newUser && <li>{t('coupon.newUser')}</li>}
        {offer && <li>{t('coupon.validDays', { days: offer.validDays })}</li>}
        {offer && <li>{t('coupon.validUntil', { date: date(offer.endTime) })}</li>}
        {offer && <li>{t('coupon.remaining', { count: offer.remaining })}</li>}
      </ul>
    </article>
  );
});
