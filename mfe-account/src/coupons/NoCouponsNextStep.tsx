import { useTranslation } from 'react-i18next';
import { LocaleLink, type Coupon } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCouponsStrings';

/** Checkout's coupon claim page (the route table /mobile/coupon.html), where the new-user offer is claimed. */
export const NEW_USER_COUPON_PATH = '/mobile/coupon.html';
/** The games, where a coupon is spent. */
export const SHOP_PATH = '/top-up';

/**
 * What an empty list of available coupons offers next: the store's new-user coupon while the member
 * can still claim it, and the games.
 */
export function NoCouponsNextStep({ offer }: { offer: Coupon | null | undefined }) {
  const { t } = useTranslation(NS);
  const claimable = offer && !offer.captured && offer.remaining !== 0;
  return (
    <div className="acc-empty-next">
      <p className="tu-status tu-status--empty">{t('coupons.empty.available')}</p>
      {claimable && (
        <p className="acc-empty-next__offer">
          {t('coupons.next.offer', { name: offer.name })}{' '}
          <LocaleLink to={NEW_USER_COUPON_PATH} className="tu-button tu-button--primary">
            {t('coupons.next.claim')}
          </LocaleLink>
        </p>
      )}
      <p>
        <LocaleLink to={SHOP_PATH}>{t('coupons.next.shop')}</LocaleLink>
      </p>
    </div>
  );
}
