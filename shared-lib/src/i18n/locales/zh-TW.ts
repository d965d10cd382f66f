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
  pagination: {
    previous: '上一頁',
    next: '下一頁',
    pageOf: '第 {{page}} 頁，共 {{pages}} 頁',
  },
  combobox: {
    list: '{{label}}選項',
    count_one: '共 {{count}} 個選項，以上下鍵移動，按 Enter 選取。',
    count_other: '共 {{count}} 個選項，以上下鍵移動，按 Enter 選取。',
    none: '沒有符合的項目，請換個寫法試試。',
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
    invalidInput: '您輸入的內容有誤，請檢查後再試一次。',
  },
  fieldErrors: {
    email: '請輸入有效的電子郵件地址。',
    password: '請檢查密碼：需為 8 到 128 個字元。',
    authCode: '驗證碼為 6 位數字。',
    code: '優惠碼只包含英文字母與數字。',
    phone: '請輸入有效的手機號碼（僅限數字）。',
    content: '請檢查內容：字數太少或太多。',
    account: '請檢查遊戲 ID。',
  },
  meta: {
    pageTitle: '{{page}} | TopUp 儲值商城',
  },
  orderStatus: {
    unpaid: '等待付款',
    expired: '已過期',
    paymentPending: '付款確認中',
    verifying: '已付款，需身分驗證',
    awaitingInput: '已付款，需補充資料',
    delivering: '已付款，配送中',
    finished: '已送達',
    cancelled: '已取消',
    refunded: '已退款',
    unknown: '處理中',
  },
  price: {
    from: '{{price}} 起',
    couponAmount: '折抵 {{amount}}',
    couponAmountOver: '滿 {{minSpend}} 折抵 {{amount}}',
    couponPercent: '折抵 {{percent}}%',
    couponPercentOver: '滿 {{minSpend}} 折抵 {{percent}}%',
  },
  validation: {
    required: '此欄位為必填。',
    mobile: '請輸入至少 3 位數字的電話號碼。',
    mail: '請輸入有效的電子郵件地址。',
    idCard: '請輸入有效的 18 位身分證號碼（最後一碼可為 X）。',
    length: '請輸入 {{min}} 到 {{max}} 個字元。',
    invalidParameter: '參數無效。',
    server: '{{message}}',
  },
  image: {
    failed: '圖片無法載入',
  },
  countdown: {
    label: '剩餘時間',
    finished: '倒數計時已結束。',
  },
  platform: {
    newVersion: '商城有新版本，請重新整理頁面以更新。',
    reload: '重新整理',
  },
  session: {
    loginSuccess: '登入成功。',
    notSupported: '很抱歉，本商城暫不支援您所在的國家或地區。',
  },
  delivery: {
    labels: {
      userId: '使用者 ID',
      zoneId: '伺服器 ID',
      uid: 'UID',
      server: '伺服器',
      playerId: '玩家 ID',
      poppoId: 'Poppo ID',
      douyinId: '抖音 ID',
      bigoId: 'Bigo ID',
      region: '地區',
      contactEmail: '聯絡電子郵件',
    },
  },
  overlay: {
    loading: '載入中',
  },
};
