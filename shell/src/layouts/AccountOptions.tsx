import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useStores, type LoginPopupPage } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { useDisclosure } from './useDisclosure';

/** The account center's tabs (account remote: `tab=order`, `tab=coupons`). */
const ACCOUNT_LINKS = [
  { to: '/user?tab=order', key: 'orders' },
  { to: '/user?tab=coupons', key: 'coupons' },
] as const;

/**
 * A member's account options beside their name: their orders and coupons, and the login popup's
 * member pages: change password, and add an email address or a phone number the member has not got.
 */
export const AccountOptions = observer(function AccountOptions() {
  const { t } = useTranslation(SHELL_NS);
  const { user, loginPopup } = useStores();
  const { open, setOpen, toggle, rootRef, buttonRef, onKeyDown } = useDisclosure();
  const panelId = useId();
  const pages: { page: LoginPopupPage; key: string }[] = [
    // A member who signed up with an e-mailed code sets a first password; others change theirs.
    user.info?.hasPassword === false
      ? { page: 'setPassword', key: 'setPassword' }
      : { page: 'changePassword', key: 'changePassword' },
    ...(user.info && !user.info.email ? [{ page: 'bindEmail' as const, key: 'addEmail' }] : []),
    ...(user.info && !user.info.phone ? [{ page: 'bindPhone' as const, key: 'addPhone' }] : []),
  ];
  const openPage = (page: LoginPopupPage) => {
    setOpen(false);
    loginPopup.open(page);
  };
  return (
    <div className="account-options" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="account-options__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.options')}
        onClick={toggle}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={panelId} className="account-options__panel" hidden={!open}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.key}>
            <LocaleLink to={link.to} onClick={() => setOpen(false)}>
              {t(`account.${link.key}`)}
            </LocaleLink>
          </li>
        ))}
        {pages.map(({ page, key }) => (
          <li key={page}>
            <button type="button" onClick={() => openPage(page)}>
              {t(`account.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
