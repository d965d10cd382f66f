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
  },
  account: {
    menuLabel: 'Account of {{name}}',
  },
  login: {
    title: 'Log in',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    success: 'Welcome back, {{name}}!',
    required: 'Please enter your email and password.',
    failed: 'Could not log in. Please try again.',
  },
  sitePopups: {
    paymentList: 'Choose a payment method',
    safety: 'Payment safety',
    review: 'Write a review',
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
    default: {
      title: 'TopUp Store: game and live-streaming top-ups',
      description: 'Top up your favourite games and live apps at low prices, delivered fast and safely.',
      keywords: 'game top-up, live-streaming top-up, game credits, cheap top-up',
    },
    home: {
      title: 'TopUp Store: cheap game top-ups, fast and safe',
      description: 'Mobile Legends, Genshin Impact, PUBG Mobile and more: top up in minutes at low prices.',
      keywords: 'game top-up, Mobile Legends diamonds, Genshin Impact crystals, PUBG Mobile UC',
    },
    hot: {
      title: 'Hot top-ups | TopUp Store',
      description: 'The most popular game and live-app top-ups right now, at low prices.',
      keywords: 'popular top-ups, best-selling game credits, hot deals',
    },
    game: {
      title: 'Game top-ups | TopUp Store',
      description: 'Diamonds, crystals, UC and more for your favourite games, delivered in minutes.',
      keywords: 'game top-up, game credits, diamonds, UC',
    },
    recommend: {
      title: 'Recommended top-ups | TopUp Store',
      description: 'Top-ups our players recommend, with fair prices and fast delivery.',
      keywords: 'recommended top-ups, game deals, top-up offers',
    },
    live: {
      title: 'Live-streaming top-ups | TopUp Store',
      description: 'Coins and gifts for your favourite live-streaming apps, safe and fast.',
      keywords: 'live-streaming top-up, live app coins, streamer gifts',
    },
    all: {
      title: 'All top-ups | TopUp Store',
      description: 'Every game and live-app top-up in one place, at low prices.',
      keywords: 'all top-ups, game top-up, live-streaming top-up',
    },
    user: {
      title: 'My account | TopUp Store',
      description: 'Your orders, coupons and account details.',
      keywords: 'my account, TopUp Store account',
    },
    userOrders: {
      title: 'My orders | TopUp Store',
      description: 'Follow your top-up orders and their delivery.',
      keywords: 'my orders, order status, top-up delivery',
    },
    userCoupons: {
      title: 'My coupons | TopUp Store',
      description: 'Your coupons and discounts for your next top-up.',
      keywords: 'my coupons, top-up discounts, coupon codes',
    },
    about: {
      title: 'About us | TopUp Store',
      description: 'Who we are and what we promise.',
      keywords: 'about TopUp Store, our promises',
    },
    contact: {
      title: 'Contact us | TopUp Store',
      description: 'Reach our support team 24/7.',
      keywords: 'contact, customer support, help',
    },
    sellOnline: {
      title: 'Sell online | TopUp Store',
      description: 'Sell your in-game items and credits safely.',
      keywords: 'sell online, sell game items, sell game credits',
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
  },
  account: {
    menuLabel: '{{name}} 的帳戶',
  },
  login: {
    title: '登入',
    email: '電子郵件',
    password: '密碼',
    submit: '登入',
    submitting: '登入中…',
    success: '歡迎回來，{{name}}！',
    required: '請輸入電子郵件和密碼。',
    failed: '無法登入，請再試一次。',
  },
  sitePopups: {
    paymentList: '選擇付款方式',
    safety: '付款安全',
    review: '撰寫評價',
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
    default: {
      title: 'TopUp 儲值商城：遊戲與直播儲值',
      description: '以低價為您喜愛的遊戲與直播應用儲值，快速又安全。',
      keywords: '遊戲儲值, 直播儲值, 遊戲點數, 便宜儲值',
    },
    home: {
      title: 'TopUp 儲值商城：便宜的遊戲儲值，快速又安全',
      description: '決勝巔峰、原神、絕地求生M 等，幾分鐘內完成低價儲值。',
      keywords: '遊戲儲值, 決勝巔峰鑽石, 原神創世結晶, 絕地求生M UC',
    },
    hot: {
      title: '熱門儲值 | TopUp 儲值商城',
      description: '目前最受歡迎的遊戲與直播儲值，價格實惠。',
      keywords: '熱門儲值, 暢銷遊戲點數, 熱門優惠',
    },
    game: {
      title: '遊戲儲值 | TopUp 儲值商城',
      description: '為您喜愛的遊戲儲值鑽石、結晶、UC 等，幾分鐘內到帳。',
      keywords: '遊戲儲值, 遊戲點數, 鑽石, UC',
    },
    recommend: {
      title: '推薦儲值 | TopUp 儲值商城',
      description: '玩家推薦的儲值項目，價格公道、快速到帳。',
      keywords: '推薦儲值, 遊戲優惠, 儲值優惠',
    },
    live: {
      title: '直播儲值 | TopUp 儲值商城',
      description: '為您喜愛的直播應用儲值金幣與禮物，安全又快速。',
      keywords: '直播儲值, 直播金幣, 主播禮物',
    },
    all: {
      title: '全部儲值 | TopUp 儲值商城',
      description: '所有遊戲與直播儲值一次看齊，價格實惠。',
      keywords: '全部儲值, 遊戲儲值, 直播儲值',
    },
    user: {
      title: '我的帳戶 | TopUp 儲值商城',
      description: '您的訂單、優惠券與帳戶資料。',
      keywords: '我的帳戶, TopUp 帳戶',
    },
    userOrders: {
      title: '我的訂單 | TopUp 儲值商城',
      description: '追蹤您的儲值訂單與到帳狀態。',
      keywords: '我的訂單, 訂單狀態, 儲值到帳',
    },
    userCoupons: {
      title: '我的優惠券 | TopUp 儲值商城',
      description: '您下次儲值可用的優惠券與折扣。',
      keywords: '我的優惠券, 儲值折扣, 優惠碼',
    },
    about: {
      title: '關於我們 | TopUp 儲值商城',
      description: '我們是誰，以及我們的承諾。',
      keywords: '關於 TopUp, 我們的承諾',
    },
    contact: {
      title: '聯絡我們 | TopUp 儲值商城',
      description: '全天候聯繫我們的客服團隊。',
      keywords: '聯絡我們, 客服, 幫助',
    },
    sellOnline: {
      title: '線上出售 | TopUp 儲值商城',
      description: '安全地出售您的遊戲道具與點數。',
      keywords: '線上出售, 出售遊戲道具, 出售遊戲點數',
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
