// Namespace "shell": the header, footer, overlays, error pages and metadata table.
export const en = {
  brand: 'TopUp Store',
  nav: {
    label: 'Main',
    home: 'Home',
    topUp: 'Top-up',
    blog: 'Blog',
    account: 'My account',
    skipToContent: 'Skip to content',
  },
  language: {
    label: 'Language',
    en: 'English',
    'zh-TW': '繁體中文',
    title: 'Choose your language',
    open: 'Language: {{language}}',
  },
  currency: {
    label: 'Currency',
  },
  country: {
    label: 'Country or region',
  },
  menu: {
    label: 'Menu',
    labelAttention: 'Menu: something needs your attention',
  },
  search: {
    label: 'Search games and products',
    placeholder: 'Search games',
    submit: 'Search',
  },
  classify: {
    label: 'Categories',
    loading: 'Loading categories…',
    empty: 'No categories yet.',
    failed: 'Categories could not be loaded.',
  },
  account: {
    menuLabel: 'Account of {{name}}',
    menuLabelHot: 'Account of {{name}}: you have coupons or unpaid orders',
    options: 'Account options',
    orders: 'My orders',
    coupons: 'My coupons',
    changePassword: 'Change password',
    setPassword: 'Set a password',
    addEmail: 'Add your email',
    addPhone: 'Add your phone number',
    logout: 'Log out',
  },
  login: {
    title: 'Log in',
    reason: { purchase: 'Log in to finish your order' },
    loggedIn: 'You are logged in.',
  },
  register: {
    title: 'Create an account',
  },
  reset: {
    title: 'Reset your password',
  },
  bind: {
    emailTitle: 'Add your email',
    phoneTitle: 'Add your phone number',
  },
  changePassword: {
    title: 'Change your password',
  },
  setPassword: {
    title: 'Set a password',
  },
  sitePopups: {
    paymentList: 'Choose a payment method',
    safety: 'Payment safety',
    review: 'Write a review',
    reviewView: 'Your review',
    identity: 'Identity verification',
  },
  overlays: {
    loading: 'Loading',
    newVersion: 'A new version of the store is available. Reload the page to update.',
    cookie: {
      label: 'Cookie consent',
      text: 'We use cookies to keep you logged in, remember your language and improve the store.',
      accept: 'Accept',
    },
    notifications: {
      label: 'Notifications',
      dismiss: 'Dismiss notification: {{title}}',
    },
  },
  footer: {
    promisesLabel: 'Our promises',
    lowPrices: 'Low prices',
    lowPricesText: 'Fair prices on every top-up, with coupons on top.',
    fastDelivery: 'Fast delivery',
    fastDeliveryText: 'Most top-ups arrive within minutes.',
    safety: 'Safe and secure',
    safetyText: 'Protected payments and verified sellers.',
    support: '24/7 support',
    supportText: 'Email, messaging and live chat, day and night.',
    linksLabel: 'Site links',
    about: 'About us',
    contact: 'Contact',
    help: 'Help',
    liveChat: 'Live chat',
    copyright: '© {{year}} TopUp Store',
  },
  remote: {
    unavailableTitle: 'This part of the store is not available right now',
    unavailableText: 'The rest of the site still works. Try again in a moment.',
  },
  errorPage: {
    title: {
      '400': 'Bad request',
      '404': 'Page not found',
      '500': 'Something went wrong on our side',
      notsupported: 'Not available in your region',
    },
    text: {
      '400': 'The request could not be understood.',
      '404': 'The page you are looking for does not exist.',
      '500': 'Please try again in a moment.',
      notsupported: 'Sorry, the store does not serve your country or region yet.',
    },
    notFound: 'Page Not Found: {{path}}',
    goHome: 'Go to home page',
  },
  oauth: {
    loading: 'Signing you in…',
  },
  startup: {
    failed: 'The store could not start. Please check your connection and reload the page.',
    reload: 'Reload',
  },
  meta: {
    oauth: { title: 'Signing in' },
    default: {
      title: 'TopUp Store: game and live-streaming top-ups',
      description: 'Top up your favourite games and live apps at low prices, delivered fast and safely.',
      keywords: 'game top-up, live-streaming top-up, game credits, cheap top-up',
    },
  },
  help: {
    label: 'Help',
    moveHint: 'Drag, or use the Up and Down arrow keys, to move this button.',
  },
  verification: {
    tip: 'Verify your identity',
  },
};
