// The store instances of the page. shared-lib is a federation singleton, so this module runs once
// and every app gets these same objects. Here the api client's hooks are wired to the stores.
import { configureApiClient } from '../api/client';
import { NETWORK_ERROR_CODE } from '../api/envelope';
import { NOT_SUPPORTED_PATH } from '../api/errorCatalogue';
import { i18n, currentLanguage } from '../i18n/i18n';
import { CountryStore } from './CountryStore';
import { CurrencyStore } from './CurrencyStore';
import { NavigationStore } from './NavigationStore';
import { PhonePrefixStore } from './PhonePrefixStore';
import { UiStore } from './UiStore';
import { UserStore } from './UserStore';
import { VerificationStore } from './VerificationStore';

export const uiStore = new UiStore();
export const navigationStore = new NavigationStore();
export const currencyStore = new CurrencyStore();
export const countryStore = new CountryStore();
export const phonePrefixStore = new PhonePrefixStore();
export const verificationStore = new VerificationStore();
export const userStore = new UserStore({
  toast: (message, type) => uiStore.toast(message, type),
  translate: (key) => i18n.t(key),
  navigate: (path) => navigationStore.navigate(path),
  reload: () => navigationStore.reload(),
});

configureApiClient({
  authorization: () => userStore.token,
  language: currentLanguage,
  currency: () => currencyStore.code,
  country: () => countryStore.country,
  networkMessage: () => i18n.t('errors.network'),
  onUnauthorized: () => {
    // Spec 8: a 401 logs out silently and says the login expired.
    if (userStore.isLogin) {
      userStore.clearSession();
      uiStore.toast(i18n.t('errors.loginExpired'), 'warning');
    }
  },
  onNotSupported: () => {
    // Spec 8: replace the route and say why, in the shopper's language.
    navigationStore.navigate(NOT_SUPPORTED_PATH, { replace: true });
    uiStore.toast(i18n.t('session.notSupported'), 'error');
  },
  onError: (error) => {
    const message =
      error.code === NETWORK_ERROR_CODE
        ? i18n.t('errors.network')
        : error.message || i18n.t('errors.defaultCoupon');
    uiStore.toast(message, 'error');
  },
});

export {
  CountryStore,
  CurrencyStore,
  NavigationStore,
  PhonePrefixStore,
  UiStore,
  UserStore,
  VerificationStore,
};
export type { VerificationTarget } from './VerificationStore';
export {
  NOTIFICATION_DURATION_MS,
  POPUP_Z_INDEX_BASE,
  POPUP_Z_INDEX_STEP,
  TOAST_DURATION_MS,
  TOAST_LEAVE_MS,
  TOAST_MAX,
  type LoadingOverlayOptions,
  type LoadingOverlayState,
  type UiNotification,
  type PopupEntry,
  type PopupOptions,
  type Toast,
  type ToastType,
} from './UiStore';
export type { NavigationHandlers, NavigationRequest } from './NavigationStore';
export { CURRENCY_LIST_CACHE_SECONDS, CURRENCY_RATE_COOKIE, pickCurrency } from './CurrencyStore';
export { flagOf, toPhonePrefixOption, type PhonePrefixOption } from './PhonePrefixStore';
export { UNPAID_ORDER_THRESHOLD, hasTooManyUnpaid, unpaidListOf } from './unpaidOrders';
export {
  BIND_EMAIL_POPUP_DELAY_MS,
  HOME_PATH,
  POPUPS_KEY_PREFIX,
  RELOAD_ON_LOGOUT_SEGMENT,
} from './userSession';
export type { LoginPopupPage, MsgTab, RenderedMember, RenderedSession, UserStoreDeps } from './UserStore';
export {
  sitePopupId,
  type IdentityPopupProps,
  type PaymentListPopupProps,
  type ReviewPopupMode,
  type ReviewPopupProps,
  type SafetyPopupProps,
  type SitePopupKind,
  type SitePopupRequest,
} from './sitePopups';
