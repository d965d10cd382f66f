import type { Translations } from '@topup/shared-lib';

// Namespace "shell": the header, footer, overlays, error pages and metadata table (spec 2).
export const en = {
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
  },
  login: {
    title: 'Log in',
    reason: { purchase: 'Log in to finish your order' },
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

export const zhTW: Translations<typeof en> = {
  nav: {
    label: '主選單',
    home: '首頁',
    topUp: '儲值',
    blog: '部落格',
    account: '我的帳戶',
    skipToContent: '跳到主要內容',
  },
  language: {
    label: '語言',
    en: 'English',
    'zh-TW': '繁體中文',
    title: '選擇語言',
    open: '語言：{{language}}',
  },
  currency: {
    label: '幣別',
  },
  country: {
    label: '國家或地區',
  },
  menu: {
    label: '選單',
    labelAttention: '選單：有需要您處理的事項',
  },
  search: {
    label: '搜尋遊戲與商品',
    placeholder: '搜尋遊戲',
    submit: '搜尋',
  },
  classify: {
    label: '分類',
    loading: '正在載入分類…',
    empty: '目前沒有分類。',
    failed: '無法載入分類。',
  },
  account: {
    menuLabel: '{{name}} 的帳戶',
    menuLabelHot: '{{name}} 的帳戶：您有優惠券或未付款訂單',
    options: '帳戶選項',
    orders: '我的訂單',
    coupons: '我的優惠券',
    changePassword: '變更密碼',
    setPassword: '設定密碼',
    addEmail: '綁定電子郵件',
    addPhone: '綁定手機號碼',
  },
  login: {
    title: '登入',
    reason: { purchase: '登入以完成訂單' },
  },
  register: {
    title: '建立帳戶',
  },
  reset: {
    title: '重設密碼',
  },
  bind: {
    emailTitle: '綁定電子郵件',
    phoneTitle: '綁定手機號碼',
  },
  changePassword: {
    title: '變更密碼',
  },
  setPassword: {
    title: '設定密碼',
  },
  sitePopups: {
    paymentList: '選擇付款方式',
    safety: '付款安全',
    review: '撰寫評價',
    reviewView: '您的評價',
    identity: '身分驗證',
  },
  overlays: {
    cookie: {
      label: 'Cookie 使用同意',
      text: '我們使用 Cookie 來保持您的登入狀態、記住您的語言並改善商店體驗。',
      accept: '接受',
    },
    notifications: {
      label: '通知',
      dismiss: '關閉通知：{{title}}',
    },
  },
  footer: {
    promisesLabel: '我們的承諾',
    lowPrices: '低價',
    lowPricesText: '每筆儲值都是公道價格，還有優惠券。',
    fastDelivery: '快速到帳',
    fastDeliveryText: '大多數儲值在幾分鐘內到帳。',
    safety: '安全可靠',
    safetyText: '受保護的付款與經過驗證的賣家。',
    support: '全天候客服',
    supportText: '電子郵件、訊息與線上客服，日夜服務。',
    linksLabel: '網站連結',
    about: '關於我們',
    contact: '聯絡我們',
    help: '幫助中心',
    liveChat: '線上客服',
    copyright: '© {{year}} TopUp 儲值商城',
  },
  remote: {
    unavailableTitle: '商店的這個區塊暫時無法使用',
    unavailableText: '網站其他部分仍可正常使用，請稍後再試。',
  },
  errorPage: {
    title: {
      '400': '錯誤的請求',
      '404': '找不到頁面',
      '500': '我們這邊出了點問題',
      notsupported: '您所在的地區暫不支援',
    },
    text: {
      '400': '無法理解此請求。',
      '404': '您要找的頁面不存在。',
      '500': '請稍後再試。',
      notsupported: '抱歉，本商店尚未支援您所在的國家或地區。',
    },
    notFound: '找不到頁面：{{path}}',
  },
  oauth: {
    loading: '正在為您登入…',
  },
  startup: {
    failed: '商店無法啟動，請檢查網路連線後重新整理頁面。',
    reload: '重新整理',
  },
  meta: {
    oauth: { title: '登入中' },
    default: {
      title: 'TopUp 儲值商城：遊戲與直播儲值',
      description: '以低價為您喜愛的遊戲與直播應用儲值，快速又安全。',
      keywords: '遊戲儲值, 直播儲值, 遊戲點數, 便宜儲值',
    },
  },
  help: {
    label: '幫助',
    moveHint: '拖曳，或使用上下方向鍵，即可移動此按鈕。',
  },
  verification: {
    tip: '驗證身分',
  },
};
