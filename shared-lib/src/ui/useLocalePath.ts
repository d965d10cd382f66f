import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../domain/locale';
import { currentLanguage } from '../i18n/i18n';

/** Turns a site path into the address in the shopper's current language. */
export function useLocalePath(): (path: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-created when the language changes
  return useCallback((path: string) => localizePath(path, currentLanguage()), [language]);
}
