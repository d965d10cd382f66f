import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  coupons,
  useAsync,
  userStore,
  type MemberCoupon,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { CouponCard } from './CouponCard';
import { RedeemForm } from './RedeemForm';

export const COUPON_LISTS = ['available', 'expired', 'used'] as const;
export type CouponListKey = (typeof COUPON_LISTS)[number];

const loaders: Record<CouponListKey, () => Promise<MemberCoupon[]>> = {
  available: () => coupons.memberAvailable(),
  expired: async () => (await coupons.memberExpired()).list,
  used: async () => (await coupons.memberUsed()).list,
};

/** The member's coupons: available, expired and used, and a code to redeem. */
export function CouponsPanel() {
  const { t, i18n } = useTranslation(NS);
  const [list, setList] = useState<CouponListKey>('available');
  const [version, setVersion] = useState(0);
  const state = useAsync(loaders[list], [list, userStore.token, version, i18n.language]);
  return (
    <section className="acc-coupons-panel" aria-labelledby="acc-coupons-heading">
      <h2 id="acc-coupons-heading" className="acc-section-title">
        {t('coupons.title')}
      </h2>
      <RedeemForm
        onRedeemed={() => {
          setList('available');
          setVersion((n) => n + 1);
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
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={state.reload} />}
      {state.status === 'success' && state.data.length === 0 && (
        <EmptyState message={t(`coupons.empty.${list}`)} />
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <ul className="acc-coupon-list" aria-label={t(`coupons.list.${list}`)}>
          {state.data.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
    </section>
  );
}
