// The shell's strings in Traditional Chinese: fetched with a Chinese page (registerShellStrings.ts).
import type { Translations } from '@topup/shared-lib';
import type { en } from './shellStrings';

export const zhTW: Translations<typeof en> = {
  brand: 'TopUp 儲值商城',
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
    logout: '登出',
  },
  login: {
    title: '登入',
    reason: { purchase: '登入以完成訂單' },
    loggedIn: '登入成功。',
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
    loading: '載入中',
    newVersion: '商城有新版本，請重新整理頁面以更新。',
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
    goHome: '回到首頁',
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
