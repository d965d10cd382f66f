// The stores of shared-lib: classes, the factory that makes one page's set, and the provider and hook
// through which components reach it. No instance lives here: the shell makes the tab's set, the store's
// server one per request, tests one per test.
export { createStores, type StoreDeps, type Stores } from './createStores';
export { StoresProvider, useStores } from './StoresContext';
export { CurrencyStore } from './CurrencyStore';
export { PhonePrefixStore } from './PhonePrefixStore';
export { UiStore } from './UiStore';
export { UserStore } from './UserStore';
export { TOAST_LEAVE_MS, type ToastType } from './UiStore';
export type { LoginPopupPage, LoginPopupReason } from './LoginPopupStore';
export { CURRENCY_RATE_COOKIE } from './CurrencyStore';
export { POPUPS_KEY_PREFIX } from './userSession';
export type { RenderedMember } from './UserStore';
export {
  sitePopupId,
  type IdentityPopupProps,
  type PaymentListPopupProps,
  type ReviewPopupProps,
  type SafetyPopupProps,
  type SitePopupKind,
  type SitePopupRequest,
} from './sitePopups';
