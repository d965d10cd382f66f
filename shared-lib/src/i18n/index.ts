export { i18n, addTranslations, COMMON_NS, type Translations } from './i18n';
