import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocalePath, useStores } from '@topup/shared-lib';
import { loadLanguage } from '../language/loadLanguage';
import { readLanguageCookie, rememberLanguage } from '../language/languageCookies';

/**
 * The path prefix decides the language; follow it on every navigation, before paint. The
 * language of the page shown is remembered (the i18n_redirected cookie, 30 days): the next bare address
 * opens in it (startup/languageArrival.ts), and the identity widget speaks it.
 */
export function LanguageFromPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { i18n } = useStores();
  const { language } = splitLocalePath(pathname);
  useLayoutEffect(() => {
    // A page reached in another language (a link, Back) shows once that language's tables are in.
    if (i18n.language !== language) void loadLanguage(language).then(() => i18n.changeLanguage(language));
    document.documentElement.lang = language;
    if (readLanguageCookie() !== language) rememberLanguage(language);
  }, [i18n, language]);
  return children;
}
