import { useEffect, useId, type FocusEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useLocalePath, useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { VerificationTip } from '../verification/VerificationTip';
import { AccountButton } from './AccountButton';
import { ClassifyMenu } from './classify/ClassifyMenu';
import { CountryPicker } from './CountryPicker';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguageButton } from './LanguageButton';
import { useDisclosure } from './useDisclosure';
import { useHotStatus } from './useHotStatus';

const NAV_ITEMS = [
  { to: '/', key: 'home', end: true },
  { to: '/top-up', key: 'topUp', end: false },
  { to: '/blog', key: 'blog', end: false },
  { to: '/user', key: 'account', end: false },
] as const;

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M4 12h16M4 18h16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The header's navigation and tools: categories, the main links, the verification tip, currency,
 * country, language and the account. A wide screen shows them in the header's row; a phone (* 680 px or less) keeps the header to one row and shows them in a sheet under it, behind the Menu
 * button. Which of the two is CSS alone (header-menu.css): the server and the browser render the same
 * markup. The sheet closes on Escape (focus back to the button), a press outside it, focus leaving it,
 * and a new address.
 */
export const SiteMenu = observer(function SiteMenu() {
  const { t } = useTranslation(SHELL_NS);
  const localize = useLocalePath();
  const { pathname, search } = useLocation();
  const { verificationTip } = useStores();
  const { open, setOpen, toggle, rootRef, buttonRef, onKeyDown } = useDisclosure();
  const panelId = useId();
  useEffect(() => setOpen(false), [pathname, search, setOpen]);
  // On a phone the menu hides them: its button carries the hot-status and verification signs.
  const hot = useHotStatus();
  const attention = hot || verificationTip.visible;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };
  return (
    <div
      className="site-menu"
      ref={rootRef}
      data-open={open ? '' : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(attention ? 'menu.labelAttention' : 'menu.label')}
        onClick={toggle}
      >
        <MenuIcon />
        {attention && <span className="site-menu__dot" aria-hidden="true" />}
      </button>
      <div id={panelId} className="site-menu__panel">
        <ClassifyMenu />
        <nav aria-label={t('nav.label')} className="site-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink to={localize(item.to)} end={item.end}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools site-header__settings">
          <CurrencyPicker />
          <CountryPicker />
          <LanguageButton />
        </div>
        <div className="site-header__tools site-header__account">
          <VerificationTip />
          <AccountButton />
        </div>
      </div>
    </div>
  );
});
