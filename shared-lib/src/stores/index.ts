// The store instances of the page. shared-lib is a federation singleton, so this module runs once
// and every app gets these same objects.
import { configureApiClient } from '../api/client';
import { i18n, currentLanguage } from '../i18n/i18n';
import { DEFAULT_CURRENCY } from '../domain/money';
import { UiStore } from './UiStore';
import { UserStore } from './UserStore';

export const userStore = new UserStore();
export const uiStore = new UiStore();

configureApiClient({
  authorization: () => userStore.token,
  language: currentLanguage,
  currency: () => DEFAULT_CURRENCY,
  onUnauthorized: () => {
    // Spec 8: a 401 logs out silently and says the login expired.
    if (userStore.isLogin) {
      userStore.clearSession();
      uiStore.toast(i18n.t('errors.loginExpired'), 'warning');
    }
  },
  onError: (error, options) => {
    if (options.toast === false) return;
    const message = error.code === 0 ? i18n.t('errors.network') : error.message || i18n.t('errors.server');
    uiStore.toast(message, 'error');
  },
});

export { UiStore, UserStore };
export { TOAST_MAX, TOAST_DURATION_MS, type Toast, type ToastType } from './UiStore';
export type { LoginPopupPage } from './UserStore';
