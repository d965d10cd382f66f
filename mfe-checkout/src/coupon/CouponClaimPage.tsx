// /mobile/coupon.html: the new-user coupon (?id= or the current offer) or any coupon by ?couponId=,
// claimed with a login when needed (the claim goes on once the shopper has logged in), then shown.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  LocaleLink,
  PageHeading,
  coupons,
  useAsync,
  userStore,
  type MemberCoupon,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { CouponCard } from './CouponCard';

/** The current new-user offer when the URL names no coupon. */
const CURRENT_NEW_USER_OFFER = '0';
const isCouponId = (value: string) => /^\d+$/.test(value);

export default observer(function CouponClaimPage() {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const couponId = search.get('couponId')?.trim() ?? '';
  const newUserId = search.get('id')?.trim() || CURRENT_NEW_USER_OFFER;
  const bad = (couponId && !isCouponId(couponId)) || !isCouponId(newUserId);
  // Kept here: the offer reloads (and remounts the claim button) when the shopper logs in.
  const [claimAfterLogin, setClaimAfterLogin] = useState(false);
  const waiting = { claimAfterLogin, setClaimAfterLogin };
  return (
    <div className="co-coupon">
      <PageHeading lead={t('coupon.lead')}>{t('coupon.title')}</PageHeading>
      {bad ? (
        <EmptyState message={t('coupon.notFound')} />
      ) : couponId ? (
        <Claim couponId={couponId} preview={null} {...waiting} />
      ) : (
        <NewUserOffer id={newUserId} token={userStore.token} {...waiting} />
      )}
    </div>
  );
});

interface ClaimAfterLogin {
  claimAfterLogin: boolean;
  setClaimAfterLogin: (value: boolean) => void;
}

function NewUserOffer({ id, token, ...waiting }: { id: string; token: string | null } & ClaimAfterLogin) {
  const { t, i18n } = useTranslation(NS);
  const offer = useAsync(() => coupons.newUser(id), [id, token, i18n.language]);
  if (offer.status === 'loading') return <LoadingState />;
  if (offer.status === 'error') {
    if (offer.error instanceof ApiError && offer.error.code === 404)
      return <EmptyState message={t('coupon.notFound')} />;
    return <ErrorState error={offer.error} onRetry={offer.reload} />;
  }
  if (!offer.data) return <EmptyState message={t('coupon.notFound')} />;
  return (
    <>
      <CouponCard coupon={offer.data} />
      {offer.data.captured ? (
        <Claimed message={t('coupon.alreadyClaimed')} />
      ) : (
        <Claim couponId={String(offer.data.id)} preview={offer.data.name} {...waiting} />
      )}
    </>
  );
}

const Claim = observer(function Claim({
  couponId,
  preview,
  claimAfterLogin,
  setClaimAfterLogin,
}: { couponId: string; preview: string | null } & ClaimAfterLogin) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [claimed, setClaimed] = useState<MemberCoupon | null>(null);

  const claim = async () => {
    setBusy(true);
    try {
      const held = await coupons.capture(couponId);
      setClaimed(held);
      void userStore.loadCoupons();
    } catch {
      // The api client showed the server's reason (already claimed, run out, ended).
    } finally {
      setBusy(false);
    }
  };

  // The shopper asked to claim while logged out: claim as soon as the login succeeds.
  useEffect(() => {
    if (claimAfterLogin && userStore.isLogin) {
      setClaimAfterLogin(false);
      void claim();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- claim reads only stable values
  }, [claimAfterLogin, userStore.isLogin]);

  if (claimed) {
    return (
      <>
        {!preview && <CouponCard coupon={claimed} />}
        <Claimed message={t('coupon.claimed')} expires={claimed.expireTime} />
      </>
    );
  }
  const start = () => {
    if (userStore.requireLogin()) void claim();
    else setClaimAfterLogin(true);
  };
  return (
    <button type="button" className="tu-button tu-button--primary" disabled={busy} onClick={start}>
      {busy ? t('coupon.claiming') : userStore.isLogin ? t('coupon.claim') : t('coupon.loginToClaim')}
    </button>
  );
});

function Claimed({ message, expires }: { message: string; expires?: string }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <div className="co-coupon__done" role="status">
      <p>{message}</p>
      {expires && <p>{t('coupon.expires', { date: new Date(expires).toLocaleDateString(i18n.language) })}</p>}
      <div className="co-actions">
        <LocaleLink className="tu-button tu-button--primary" to="/user?tab=coupons">
          {t('coupon.myCoupons')}
        </LocaleLink>
        <LocaleLink className="tu-button" to="/">
          {t('coupon.shop')}
        </LocaleLink>
      </div>
    </div>
  );
}
