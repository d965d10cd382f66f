// The cookie-consent banner: a non-modal region at the bottom.
// The user store decides when it shows (stored status, never on /load) and what accepting does.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import './overlays.css';

export const CookieBanner = observer(function CookieBanner() {
  const { t } = useTranslation(SHELL_NS);
  const { user } = useStores();
  // Ask the store once when the page starts; it reads the stored status and the path itself.
  useEffect(() => user.checkCookieBanner(), [user]);
  if (!user.showCookie) return null;
  return (
    <div className="cookie-banner" role="region" aria-label={t('overlays.cookie.label')}>
      <p className="cookie-banner__text">{t('overlays.cookie.text')}</p>
      <button
        type="button"
        className="tu-button tu-button--primary cookie-banner__accept"
        // Stores the choice and asks for a reload (through the set's navigation store).
        onClick={() => user.closeCookieBanner()}
      >
        {t('overlays.cookie.accept')}
      </button>
    </div>
  );
});
