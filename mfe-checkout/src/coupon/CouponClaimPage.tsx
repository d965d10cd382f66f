// /mobile/coupon.html: the new-user coupon (?id= or the current offer) or any coupon by ?couponId=,
// claimed with a login when needed (the claim goes on once the shopper has logged in), then shown.
// A public page the store's server renders, for a guest or a member.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LocaleLink,
  PageHeading,
  formatStoreDay,
  useCouponMoney,
  usePageData,
  usePageReload,
  useStores,
  type Coupon,
  type MemberCoupon,
  type ServerRender,
  type Settled,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { CouponCard } from './CouponCard';
import { loader, offerOf, type CouponClaimData } from './couponClaimLoader';

export { loader };
export { head } from './couponClaimHead';
export const serverRender: ServerRender = 'everyone';

const NOT_FOUND_CODE = 404;

export default function CouponClaimPage() {
  const { t } = useTranslation(NS);
  const data = usePageData<CouponClaimData>();
  // Kept here: the offer is read again (the read cache drops it) when the shopper logs in, and that
  // answer may come before or after the claim made on this page; the claim made here is what shows.
  const [claimAfterLogin, setClaimAfterLogin] = useState(false);
  const [claimed, setClaimed] = useState<MemberCoupon | null>(null);
  const waiting = { claimAfterLogin, setClaimAfterLogin, claimed, setClaimed };
  // The heading names the offer a link led to (the home popup's "See the offer") by what it gives, in
  // the shopper's currency: the seeded names quote dollars.
  const { label } = useCouponMoney();
  const offer = offerOf(data);
  const offerName = offer ? label(offer) : null;
  return (
    <div className="co-coupon">
      <PageHeading lead={t('coupon.lead')}>
        {offerName ? t('coupon.titleFor', { name: offerName }) : t('coupon.title')}
      </PageHeading>
      {data.kind === 'notFound' ? (
        <EmptyState message={t('coupon.notFound')} />
      ) : data.kind === 'claim' ? (
        <Claim couponId={data.couponId} preview={null} {...waiting} />
      ) : (
        <NewUserOffer offer={data.offer} {...waiting} />
      )}
    </div>
  );
}

interface ClaimAfterLogin {
  claimAfterLogin: boolean;
  setClaimAfterLogin: (value: boolean) => void;
  /** The coupon as claimed on this page, or null. */
  claimed: MemberCoupon | null;
  setClaimed: (coupon: MemberCoupon) => void;
}

function NewUserOffer({ offer, ...waiting }: { offer: Settled<Coupon | null> } & ClaimAfterLogin) {
  const { t } = useTranslation(NS);
  const reload = usePageReload();
  if (!offer.ok) {
    if (offer.error.code === NOT_FOUND_CODE) return <EmptyState message={t('coupon.notFound')} />;
    return <ErrorState error={offer.error} onRetry={reload} />;
  }
  if (!offer.data) return <EmptyState message={t('coupon.notFound')} />;
  return (
    <>
      <CouponCard coupon={offer.data} />
      {offer.data.captured && !waiting.claimed ? (
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
  claimed,
  setClaimed,
}: { couponId: string; preview: string | null } & ClaimAfterLogin) {
  const { t } = useTranslation(NS);
  const { api, user } = useStores();
  const [busy, setBusy] = useState(false);

  const claim = async () => {
    setBusy(true);
    try {
      const held = await api.coupons.capture(couponId);
      setClaimed(held);
      user.memberDataChanged();
    } catch {
      // The api client showed the server's reason (already claimed, run out, ended).
    } finally {
      setBusy(false);
    }
  };

  // The shopper asked to claim while logged out: claim as soon as the login succeeds.
  useEffect(() => {
    if (claimAfterLogin && user.isLogin) {
      setClaimAfterLogin(false);
      void claim();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- claim reads only stable values
  }, [claimAfterLogin, user.isLogin]);

  if (claimed) {
    return (
      <>
        {!preview && <CouponCard coupon={claimed} />}
        <Claimed message={t('coupon.claimed')} expires={claimed.expireTime} />
      </>
    );
  }
  const start = () => {
    if (user.requireLogin()) void claim();
    else setClaimAfterLogin(true);
  };
  return (
    <button type="button" className="tu-button tu-button--primary" disabled={busy} onClick={start}>
      {busy ? t('coupon.claiming') : user.isLogin ? t('coupon.claim') : t('coupon.loginToClaim')}
    </button>
  );
});

function Claimed({ message, expires }: { message: string; expires?: string }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <div className="co-coupon__done" role="status">
      <p>{message}</p>
      {expires && <p>{t('coupon.expires', { date: formatStoreDay(expires, i18n.language) })}</p>}
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
