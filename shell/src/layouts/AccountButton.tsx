import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useStores } from '@topup/shared-lib';
import { preloadLoginBody } from '../overlays/loginPopupBody';
import { AccountOptions } from './AccountOptions';
import { useHotStatus } from './useHotStatus';
import { memberSession } from '../login/memberSession';

/**
 * Log in when anonymous; the member's name (to the account center), their account options and Log out
 * when logged in. The
 * hot-status dot (available coupons or unpaid orders) sits on the name and is part of its
 * accessible name, so it is not only a colour.
 */
export const AccountButton = observer(function AccountButton() {
  const { t } = useTranslation('shell');
  const stores = useStores();
  const { user, loginPopup } = stores;
  const hot = useHotStatus();
  if (!user.isLogin) {
    return (
      <button
        type="button"
        className="tu-button"
        onClick={() => loginPopup.open()}
        // Intent: the popup's forms are on their way before the click (overlays/loginPopupBody.ts).
        onPointerOver={preloadLoginBody}
        onFocus={preloadLoginBody}
      >
        {t('common:actions.login')}
      </button>
    );
  }
  const name = user.info?.nickname || user.info?.email || '';
  // Logged in (a token) before the member is read: the link keeps the name's room, so the header
  // does not change size when the name arrives (layout shift).
  const label = name ? t(hot ? 'account.menuLabelHot' : 'account.menuLabel', { name }) : t('nav.account');
  return (
    <div className="account-menu">
      <LocaleLink
        to="/user"
        className={name ? 'account-menu__name' : 'account-menu__name account-menu__name--pending'}
        aria-label={label}
      >
        <span className="account-menu__text">{name}</span>
        {hot && <span className="account-menu__dot" data-testid="hot-status" aria-hidden="true" />}
      </LocaleLink>
      <AccountOptions />
      <button
        type="button"
        className="tu-button tu-button--ghost"
        onClick={() => void memberSession(stores).logout()}
      >
        {t('account.logout')}
      </button>
    </div>
  );
});
