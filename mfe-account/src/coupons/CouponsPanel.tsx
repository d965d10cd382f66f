import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, usePageReload } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCouponsStrings';
import { CouponCard } from './CouponCard';
import { COUPON_LISTS, type CouponListKey, type CouponLists } from './couponLists';
import { NoCouponsNextStep } from './NoCouponsNextStep';
import { RedeemForm } from './RedeemForm';

/**
 * The member's coupons (the page's loader read the three lists): available, expired and used, and a code
 * to redeem. `titled`: the panel names itself (an h2), unless the page's own heading already does.
 */
export function CouponsPanel({ lists, titled = true }: { lists: CouponLists; titled?: boolean }) {
  const { t } = useTranslation(NS);
  const reload = usePageReload();
  const [list, setList] = useState<CouponListKey>('available');
  const shown = lists[list];
  return (
    <section className="acc-coupons-panel" aria-labelledby={titled ? 'acc-coupons-heading' : undefined}>
      {titled && (
        <h2 id="acc-coupons-heading" className="acc-section-title">
          {t('coupons.title')}
        </h2>
      )}
      <RedeemForm
        onRedeemed={() => {
          setList('available');
          reload();
        }}
      />
      <nav className="acc-filters" aria-label={t('coupons.listLabel')}>
        {COUPON_LISTS.map((key) => (
          <button
            key={key}
            type="button"
            className="acc-filter"
            aria-pressed={list === key}
            onClick={() => setList(key)}
          >
            {t(`coupons.list.${key}`)}
          </button>
        ))}
      </nav>
      {!shown.ok && <ErrorState error={shown.error} onRetry={reload} />}
      {shown.ok && shown.data.length === 0 && list === 'available' && (
        <NoCouponsNextStep offer={lists.newUserOffer} />
      )}
      {shown.ok && shown.data.length === 0 && list !== 'available' && (
        <EmptyState message={t(`coupons.empty.${list}`)} />
      )}
      {shown.ok && shown.data.length > 0 && (
        <ul className="acc-coupon-list" aria-label={t(`coupons.list.${list}`)}>
          {shown.data.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
    </section>
  );
}
