// The stores of shared-lib: classes, the factory that makes one page's set, and the provider and hook
// through which components reach it. No instance lives here: the shell makes the tab's set, the store's
// server one per request, tests one per test.
export { createStores, type StoreDeps, type Stores } from './createStores';
export { StoresProvider, useStores } from './StoresContext';
export { VerificationTip } from './VerificationTip';
export { CountryStore } from './CountryStore';
export { CurrencyStore } from './CurrencyStore';
export { LoginPopupStore, type LoginPopupPage, type LoginPopupReason } from './LoginPopupStore';
export { NavigationStore } from './NavigationStore';
export { PhonePrefixStore } from './PhonePrefixStore';
export { UiStore } from './UiStore';
export { UserStore } from './UserStore';
export {
  POPUP_Z_INDEX_BASE,
  POPUP_Z_INDEX_STEP,
  TOAST_DURATION_MS,
  TOAST_LEAVE_MS,
  TOAST_MAX,
  type PopupEntry,
  type PopupOptions,
  type Toast,
  type ToastType,
} from './UiStore';
export type { NavigationHandlers, NavigationRequest } from './NavigationStore';
export { CURRENCY_RATE_COOKIE, pickCurrency } from './CurrencyStore';
export { flagOf, toPhonePrefixOption, type PhonePrefixOption } from './PhonePrefixStore';
export { POPUPS_KEY_PREFIX } from './userSession';
export type { RenderedMember, RenderedSession, UserStoreDeps } from './UserStore';
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
