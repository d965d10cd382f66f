import type { CommonStrings } from './en';

export const zhTW: CommonStrings = {
  brand: 'TopUp 儲值商城',
  actions: {
    retry: '重試',
    close: '關閉',
    goHome: '回到首頁',
    contactSupport: '聯絡客服',
    login: '登入',
    logout: '登出',
  },
  status: {
    loading: '載入中…',
    empty: '目前沒有內容。',
    error: '發生錯誤，請再試一次。',
    loginRequired: '請先登入才能查看此頁面。',
  },
  errors: {
    network: '網路沒有回應，請檢查連線後再試一次。',
    loginExpired: '登入已過期，請重新登入。',
    server: '商店暫時無法服務，請稍後再試。',
    defaultCoupon: '此優惠券目前無法使用。',
  },
  price: {
    from: '{{price}} 起',
  },
};
