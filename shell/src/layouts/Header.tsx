import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LocaleLink, useLocalePath } from '@topup/shared-lib';
import { AccountButton } from './AccountButton';
import { ClassifyMenu } from './classify/ClassifyMenu';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguageButton } from './LanguageButton';
import { VerificationTip } from '../verification/VerificationTip';

const NAV_ITEMS = [
  { to: '/', key: 'home', end: true },
  { to: '/top-up', key: 'topUp', end: false },
  { to: '/blog', key: 'blog', end: false },
  { to: '/user', key: 'account', end: false },
] as const;

export function Header({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation('shell');
  const localize = useLocalePath();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="site-header__inner">
        <LocaleLink to="/" className="site-logo">
          {t('common:brand')}
        </LocaleLink>
        {!minimal && <ClassifyMenu />}
        {!minimal && (
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
        )}
        <div className="site-header__tools">
          {!minimal && <VerificationTip />}
          {!minimal && <CurrencyPicker />}
          <LanguageButton />
          {!minimal && <AccountButton />}
        </div>
      </div>
    </header>
  );
}
