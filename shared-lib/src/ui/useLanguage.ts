// The page's language as its store set translates (the request's own i18n on the store's server, the
// tab's in the browser), read through react-i18next so a change renders again.
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '../domain/locale';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
