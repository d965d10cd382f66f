export { i18n, addTranslations, currentLanguage, COMMON_NS, type Translations } from './i18n';
