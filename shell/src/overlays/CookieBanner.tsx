// The cookie-consent banner: a non-modal region at the bottom, above a bar an app keeps there. Shown until
// the shopper's choice is stored, never on /load; accepting stores the choice and reloads the page.
// Rendered with the page on the server (the choice's cookie says whether), so a first visit paints it
// with the page instead of after the scripts; a choice stored without its cookie hides it on hydration.
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, isString, readStored, useHydrated, useStores, writeStored } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { useCookieChoiceMade } from './cookieChoice';
import './overlays.css';

/**
 * The banner's height while it shows, on the root element: the page keeps that much room at its end and
 * stops what it scrolls or focuses above it, and the help button rises over it (shell.css, help.css).
 */
export const COOKIE_ROOM_PROPERTY = '--cookie-banner-room';

/** The /load page shows no banner. */
const LOAD_PAGE = /\/load\/?$/;

const COOKIE_ACCEPTED = 'accepted';

export function CookieBanner() {
  const { t } = useTranslation(SHELL_NS);
  const { navigation } = useStores();
  const hydrated = useHydrated();
  const choiceCookie = useCookieChoiceMade();
  const [accepted, setAccepted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // Stored state is read once hydrated (the server cannot read it); /load is never rendered on the server.
  const shown =
    !choiceCookie &&
    !accepted &&
    !(hydrated && readStored(STORAGE_KEYS.cookieStatus, isString) !== null) &&
    !(typeof window !== 'undefined' && LOAD_PAGE.test(window.location.pathname));
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
  const accept = () => {
    writeStored(STORAGE_KEYS.cookieStatus, COOKIE_ACCEPTED);
    setAccepted(true);
    navigation.reload();
  };
  return (
    <div ref={ref} className="cookie-banner" role="region" aria-label={t('overlays.cookie.label')}>
      <p className="cookie-banner__text">{t('overlays.cookie.text')}</p>
      <button type="button" className="tu-button tu-button--primary cookie-banner__accept" onClick={accept}>
        {t('overlays.cookie.accept')}
      </button>
    </div>
  );
}
