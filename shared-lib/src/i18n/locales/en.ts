import type { Translations } from '../translations';

// Strings every app shares (namespace "common"). zh-TW.ts must have the same keys (type-checked).
export const en = {
  actions: {
    retry: 'Retry',
    close: 'Close',
    contactSupport: 'Contact support',
    login: 'Log in',
  },
  pagination: {
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  combobox: {
    list: '{{label}}: choices',
    count_one: '{{count}} choice. Up and down arrows to move, Enter to pick.',
    count_other: '{{count}} choices. Up and down arrows to move, Enter to pick.',
    none: 'Nothing matches. Try another spelling.',
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
    /** A refusal whose words were not meant for shoppers (an older server, a field no form shows). */
    invalidInput: 'Something you entered is not valid. Check the form and try again.',
  },
  // What the client says for a field the server refused in a developer's words (api/failureText.ts).
  fieldErrors: {
    email: 'Enter a valid e-mail address.',
    password: 'Check your password: it needs 8 to 128 characters.',
    authCode: 'The code is 6 digits.',
    code: 'A promo code has letters and digits only.',
    phone: 'Enter a valid phone number, digits only.',
    content: 'Check your message: it is too short or too long.',
    account: 'Check your game ID.',
  },
  meta: {
    /** Every page's title (routing/pageTitle.ts). */
    pageTitle: '{{page}} | TopUp Store',
  },
  // An order's state in words (domain/orderState.ts): the orders list and the order page say the same.
  orderStatus: {
    unpaid: 'Waiting for payment',
    expired: 'Expired',
    paymentPending: 'Payment pending',
    verifying: 'Paid, identity check needed',
    awaitingInput: 'Paid, details needed',
    delivering: 'Paid, delivering',
    finished: 'Delivered',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    unknown: 'In progress',
  },
  price: {
    // A coupon's value, built from its kind, value and minimum spend in the shopper's currency.
    couponAmount: '{{amount}} off',
    couponAmountOver: '{{amount}} off orders of {{minSpend}} or more',
    couponPercent: '{{percent}}% off',
    couponPercentOver: '{{percent}}% off orders of {{minSpend}} or more',
  },
  // domain, platform, ui: validation messages, countdown, build notice.
  validation: {
    required: 'This field is required.',
    mobile: 'Enter a phone number of at least 3 digits.',
    mail: 'Enter a valid email address.',
    idCard: 'Enter a valid 18-digit ID number (the last character may be X).',
    length: 'Enter between {{min}} and {{max}} characters.',
    invalidParameter: 'Invalid parameter.',
    /** The server's own sentence about this field, already in the shopper's language. */
    server: '{{message}}',
  },
  countdown: {
    label: 'Time left',
    finished: 'The countdown has finished.',
  },
  // api, stores: the client's error catalogue and the shared overlays.
  session: {
    notSupported: 'Sorry, our store is not available in your country or region.',
  },
  delivery: {
    /** A delivery field as a page shows it (ui/useDeliveryFieldText.ts). */
    field: '{{label}}: {{value}}',
    // Delivery field labels the store's products ask for (domain/delivery.ts DELIVERY_LABEL_KEYS).
    labels: {
      userId: 'User ID',
      zoneId: 'Zone ID',
      uid: 'UID',
      server: 'Server',
      playerId: 'Player ID',
      poppoId: 'Poppo ID',
      douyinId: 'Douyin ID',
      bigoId: 'Bigo ID',
      region: 'Region',
      contactEmail: 'Contact email',
    },
  },
} as const;

export type CommonStrings = Translations<typeof en>;
