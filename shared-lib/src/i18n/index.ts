export { i18n, addTranslations, currentLanguage, COMMON_NS, type Translations } from './i18n';
export {
  BROWSER_LANGUAGE_MAP,
  RTL_LANGUAGES,
  detectLanguage,
  directionOf,
  fromBrowserLanguage,
  languageRedirectPath,
  toSiteLanguage,
  type LanguageSources,
  type TextDirection,
} from './languageDetection';
export {
  LOCALE_COOKIE,
  browserLanguages,
  detectPageLanguage,
  readLanguageCookie,
  rememberLanguage,
} from './languageCookies';
