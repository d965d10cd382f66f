import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, STORAGE_KEYS, useHydrated, useStores, type Coupon } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';
import { useShopperMoney } from '../money/useShopperMoney';
import { otherOverlayShows } from './firstVisitQuiet';
import { useClosable } from './useClosable';

/** The coupon claim page of checkout (the route table /mobile/coupon.html). */
export const NEW_USER_COUPON_PATH = '/mobile/coupon.html';

/**
 * For guests: the new-user offer, until closed (remembered), its amounts in the shopper's currency;
 * without the offer's terms (not read) it invites to claim it all the same. While another overlay shows
 * (the cookie bar, a popup) it keeps its place but is not shown, so nothing under it moves when it
 * comes back.
 */
export const NewUserBanner = observer(function NewUserBanner({ offer }: { offer: Coupon | null }) {
  const { t } = useTranslation(NS);
  const stores = useStores();
  const { user } = stores;
  // Storage is the browser's: the server's tip, and the one hydrating it, show.
  const hydrated = useHydrated();
  const money = useShopperMoney();
  const [closed, close] = useClosable(STORAGE_KEYS.closeNewUserBanner);
  if (closed || user.isLogin) return null;
  const discount = offer?.kind === 'amount' ? money(offer.value) : `${offer?.value ?? 0}%`;
  const text = !offer
    ? t('home.newUser.textPlain')
    : offer.minSpend > 0
      ? t('home.newUser.text', { discount, minSpend: money(offer.minSpend) })
      : t('home.newUser.textNoMinimum', { discount });
  return (
    <aside
      className="sf-tip sf-tip--offer"
      aria-label={t('home.newUser.title')}
      data-waiting={(hydrated && otherOverlayShows(stores)) || undefined}
    >
      <p>
        <strong>{t('home.newUser.title')}</strong> {text}
      </p>
      <LocaleLink to={NEW_USER_COUPON_PATH} className="tu-button tu-button--primary">
        {t('home.newUser.action')}
      </LocaleLink>
      <button type="button" className="sf-tip__close" aria-label={t('home.newUser.close')} onClick={close}>
        ×
      </button>
    </aside>
  );
});
