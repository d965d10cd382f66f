import type { Translations } from '../i18n';

// Strings every app shares (namespace "common"). zh-TW.ts must have the same keys (type-checked).
export const en = {
  brand: 'TopUp Store',
  actions: {
    retry: 'Retry',
    close: 'Close',
    goHome: 'Go to home page',
    contactSupport: 'Contact support',
    login: 'Log in',
    logout: 'Log out',
  },
  status: {
    loading: 'Loading…',
    empty: 'Nothing here yet.',
    error: 'Something went wrong. Please try again.',
    loginRequired: 'Please log in to see this page.',
  },
  errors: {
    network: 'The network is not responding. Check your connection and try again.',
    loginExpired: 'Your login has expired. Please log in again.',
    server: 'The store is having trouble right now. Please try again in a moment.',
    defaultCoupon: 'This coupon cannot be used right now.',
  },
  price: {
    from: 'From {{price}}',
  },
} as const;

export type CommonStrings = Translations<typeof en>;
