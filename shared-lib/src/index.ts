// Public surface of shared-lib. Apps import from '@topup/shared-lib' only, so federation shares one copy.
export * from './domain/locale';
export * from './domain/money';
export * from './domain/delivery';
export * from './platform/runtimeConfig';
export * from './platform/storage';
export * from './api';
export { i18n, addTranslations, currentLanguage, COMMON_NS, type Translations } from './i18n/i18n';
export { userStore, uiStore, UiStore, UserStore } from './stores';
export { TOAST_MAX, TOAST_DURATION_MS, type Toast, type ToastType } from './stores/UiStore';
export type { LoginPopupPage } from './stores/UserStore';
export * from './ui';
