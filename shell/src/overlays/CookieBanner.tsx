// The cookie-consent banner: a non-modal region at the bottom. Shown until the shopper's choice is
// stored, never on /load; accepting stores the choice and reloads the page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, isString, readStored, useHydrated, useStores, writeStored } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import './overlays.css';

/** The /load page shows no banner. */
const LOAD_PAGE = /\/load\/?$/;

const COOKIE_ACCEPTED = 'accepted';

export function CookieBanner() {
  const { t } = useTranslation(SHELL_NS);
  const { navigation } = useStores();
  const hydrated = useHydrated();
  const [accepted, setAccepted] = useState(false);
  // Decided in the browser only: the stored choice and the address are the browser's.
  const shown =
    hydrated &&
    !accepted &&
    readStored(STORAGE_KEYS.cookieStatus, isString) === null &&
    !LOAD_PAGE.test(window.location.pathname);
  if (!shown) return null;
  const accept = () => {
    writeStored(STORAGE_KEYS.cookieStatus, COOKIE_ACCEPTED);
    setAccepted(true);
    navigation.reload();
  };
  return (
    <div className="cookie-banner" role="region" aria-label={t('overlays.cookie.label')}>
      <p className="cookie-banner__text">{t('overlays.cookie.text')}</p>
      <button type="button" className="tu-button tu-button--primary cookie-banner__accept" onClick={accept}>
        {t('overlays.cookie.accept')}
      </button>
    </div>
  );
}
