import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocalePath, useStores } from '@topup/shared-lib';

/** The path prefix decides the language (spec 4); follow it on every navigation, before paint. */
export function LanguageFromPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { i18n } = useStores();
  const { language } = splitLocalePath(pathname);
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  return children;
}
