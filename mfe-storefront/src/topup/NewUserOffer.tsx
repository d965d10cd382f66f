// The new-user coupon (the store API GET /public/newuser/coupon/0) offered on the purchase page to a shopper
// who may claim it: a guest sees it with a way to log in; a member sees it while they hold it not and
// have never paid for an order (store-api's rule for new-user coupons).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores, type Coupon } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { useCouponTerms } from './couponTerms';
import { useNewcomer } from './useNewcomer';

export const NewUserOffer = observer(function NewUserOffer({
  offer,
  held,
  currency,
  rate,
  onClaim,
}: {
  /** The current offer; null: the store has none. */
  offer: Coupon | null;
  /** The member holds it now (claimed on this page since it was read). */
  held: boolean;
  currency: string;
  rate: number;
  onClaim: (coupon: Coupon) => void;
}) {
  const { t } = useTranslation(NS);
  const { user } = useStores();
  const newcomer = useNewcomer(user.isLogin);
  const { describe } = useCouponTerms(currency, rate);
  if (!offer || offer.remaining <= 0) return null;
  // A member's standing is read after the page is on screen: the offer shows once it is known.
  if (user.isLogin && (offer.captured || held || newcomer !== true)) return null;
  return (
    <aside className="sf-tip sf-tip--offer sf-new-user" aria-labelledby="sf-new-user-title">
      <p>
        <strong id="sf-new-user-title">{t('topUp.newUser.title')}</strong>{' '}
        {t('topUp.newUser.terms', { code: offer.code, terms: describe(offer) })}
      </p>
      {user.isLogin ? (
        <button type="button" className="tu-button tu-button--primary" onClick={() => onClaim(offer)}>
          {t('topUp.newUser.claim')}
        </button>
      ) : (
        <>
          <p className="sf-muted">{t('topUp.newUser.guest')}</p>
          <button type="button" className="tu-button tu-button--primary" onClick={() => user.requireLogin()}>
            {t('topUp.newUser.login')}
          </button>
        </>
      )}
    </aside>
  );
});
