// The cookie-consent banner: a non-modal region at the bottom, above a bar an app keeps there.
// The user store decides when it shows (stored status, never on /load) and what accepting does.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import './overlays.css';

/**
 * The banner's height while it shows, on the root element: the page keeps that much room at its end and
 * stops what it scrolls or focuses above it, and the help button rises over it (shell.css, help.css).
 */
export const COOKIE_ROOM_PROPERTY = '--cookie-banner-room';

export const CookieBanner = observer(function CookieBanner() {
  const { t } = useTranslation(SHELL_NS);
  const { user } = useStores();
  const ref = useRef<HTMLDivElement>(null);
  // Ask the store once when the page starts; it reads the stored status and the path itself.
  useEffect(() => user.checkCookieBanner(), [user]);
  const shown = user.showCookie;
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(COOKIE_ROOM_PROPERTY, `${banner.offsetHeight}px`);
    measure();
    // Its text wraps anew when the phone turns or the text grows.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(COOKIE_ROOM_PROPERTY);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={ref} className="cookie-banner" role="region" aria-label={t('overlays.cookie.label')}>
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
