import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, userStore } from '@topup/shared-lib';

/** Log in when anonymous; the member's name (to the account center) and Log out when logged in. */
export const AccountButton = observer(function AccountButton() {
  const { t } = useTranslation('shell');
  if (!userStore.isLogin) {
    return (
      <button type="button" className="tu-button" onClick={() => userStore.openLoginPopup()}>
        {t('common:actions.login')}
      </button>
    );
  }
  const name = userStore.info?.nickname || userStore.info?.email || '';
  return (
    <div className="account-menu">
      <LocaleLink to="/user" className="account-menu__name" aria-label={t('account.menuLabel', { name })}>
        {name}
      </LocaleLink>
      <button type="button" className="tu-button tu-button--ghost" onClick={() => void userStore.logout()}>
        {t('common:actions.logout')}
      </button>
    </div>
  );
});
