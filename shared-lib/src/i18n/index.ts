export { i18n, addTranslations, loadCommonStrings, COMMON_NS, type Translations } from './i18n';
