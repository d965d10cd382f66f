import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@topup/shared-lib';
import { LanguageButton } from './LanguageButton';
import { SearchBox } from './SearchBox';
import { SiteMenu } from './SiteMenu';
import { useHeaderHeight } from './useHeaderHeight';

/**
 * The site's header: the logo, the search and the menu (SiteMenu.tsx: one row on a phone, the rest
 * behind its button). The error layout's is minimal: logo and language.
 */
export function Header({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLElement>(null);
  useHeaderHeight(ref);
  return (
    <header ref={ref} className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="site-header__inner">
        <LocaleLink to="/" className="site-logo">
          {t('brand')}
        </LocaleLink>
        {minimal ? (
          <div className="site-header__tools">
            <LanguageButton />
          </div>
        ) : (
          <>
            <SearchBox />
            <SiteMenu />
          </>
        )}
      </div>
    </header>
  );
}
