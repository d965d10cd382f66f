import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, STORAGE_KEYS, useStores } from '@topup/shared-lib';
import { NS } from '../i18n';
import { useClosable } from './useClosable';

/** The coupon claim page of checkout (spec 2 /mobile/coupon.html). */
export const NEW_USER_COUPON_PATH = '/mobile/coupon.html';

/** For guests: the new-user offer, until closed (remembered). */
export const NewUserBanner = observer(function NewUserBanner() {
  const { t } = useTranslation(NS);
  const { user } = useStores();
  const [closed, close] = useClosable(STORAGE_KEYS.closeNewUserBanner);
  if (closed || user.isLogin) return null;
  return (
    <aside className="sf-tip sf-tip--offer" aria-label={t('home.newUser.title')}>
      <p>
        <strong>{t('home.newUser.title')}</strong> {t('home.newUser.text')}
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
