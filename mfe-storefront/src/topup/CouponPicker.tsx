// The shopper's coupons for this product (one may be chosen; the best is pre-selected by the page)
// and the product's coupons on offer, which can be claimed in place (the store API capture).
import { useTranslation } from 'react-i18next';
import type { Coupon, MemberCoupon } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { useCouponTerms } from './couponTerms';
import { couponApplies } from './pricing';

export function CouponPicker({
  isLogin,
  memberCoupons,
  offered,
  selectedId,
  onSelect,
  onClaim,
  original,
  rate,
  currency,
}: {
  isLogin: boolean;
  memberCoupons: MemberCoupon[];
  offered: Coupon[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onClaim: (coupon: Coupon) => void;
  original: number;
  rate: number;
  currency: string;
}) {
  const { t } = useTranslation(NS);
  const { money, describe } = useCouponTerms(currency, rate);
  const claimable = offered.filter((coupon) => !coupon.captured && coupon.remaining > 0);

  return (
    <section className="sf-coupons" aria-labelledby="sf-coupons-title">
      <h2 id="sf-coupons-title">{t('topUp.coupons.title')}</h2>
      {!isLogin ? (
        <p className="sf-muted">{t('topUp.coupons.loginToUse')}</p>
      ) : (
        <fieldset className="sf-coupons__list">
          <legend className="tu-visually-hidden">{t('topUp.coupons.title')}</legend>
          <label className="sf-coupon">
            <input type="radio" name="coupon" checked={selectedId === null} onChange={() => onSelect(null)} />
            {t('topUp.coupons.none')}
          </label>
          {memberCoupons.map((coupon) => {
            const applies = couponApplies(coupon, original, rate);
            return (
              <label key={coupon.id} className="sf-coupon" data-disabled={!applies}>
                <input
                  type="radio"
                  name="coupon"
                  checked={selectedId === coupon.id}
                  disabled={!applies}
                  onChange={() => onSelect(coupon.id)}
                />
                <span>
                  <strong>{coupon.code}</strong> {describe(coupon)}
                  {!applies && (
                    <span className="sf-muted">
                      {' '}
                      {t('topUp.coupons.notApplicable', { value: money(coupon.minSpend) })}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
          {memberCoupons.length === 0 && <p className="sf-muted">{t('topUp.coupons.empty')}</p>}
        </fieldset>
      )}
      {claimable.length > 0 && (
        <div className="sf-coupons__offered">
          <h3>{t('topUp.coupons.offered')}</h3>
          <ul>
            {claimable.map((coupon) => (
              <li key={coupon.id}>
                <span>
                  <strong>{coupon.code}</strong> {describe(coupon)}
                </span>{' '}
                <button type="button" className="tu-button" onClick={() => onClaim(coupon)}>
                  {t('topUp.coupons.claim', { name: coupon.code })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
