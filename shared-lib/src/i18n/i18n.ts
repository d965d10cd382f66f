// The single i18next instance of the page. Shared as a federation singleton with shared-lib, so the
// shell and every remote translate through it; each remote adds its own namespace.
import { createInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../domain/locale';
import { en } from './locales/en';

export const COMMON_NS = 'common';

export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  // Only English, the default, comes with the first load; another language's tables are fetched for the
  // pages in it (loadCommonStrings), so an English page never downloads the Chinese ones.
  resources: { en: { [COMMON_NS]: en } } satisfies Resource,
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false, // resources are bundled: translate on the first render
  returnNull: false,
});

/** Fetches and adds the common tables of `language` (the host awaits it before a page in it renders). */
export async function loadCommonStrings(language: Language): Promise<void> {
  if (language !== 'zh-TW') return;
  const { zhTW } = await import(/* webpackChunkName: "common-zh-TW" */ './locales/zh-TW');
  i18n.addResourceBundle(language, COMMON_NS, zhTW, true, true);
}

/** Adds an app's namespace in both languages; the type keeps the two tables in step. */
export function addTranslations<T extends object>(namespace: string, tables: Record<Language, T>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, tables[language], true, true);
  }
}

export type { Translations } from './translations';
