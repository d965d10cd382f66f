import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, localizePath, DEFAULT_LANGUAGE } from '../domain/locale';

/**
 * Turns a site path into the address in the page's language: the language of the translations the
 * component renders with (the tab's, or on the store's server the request's own).
 */
export function useLocalePath(): (path: string) => string {
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useCallback((path: string) => localizePath(path, language), [language]);
}
