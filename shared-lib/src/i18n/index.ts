export {
  i18n,
  addLanguageLoader,
  addTranslations,
  loadLanguage,
  COMMON_NS,
  type LanguageLoader,
  type Translations,
} from './i18n';
