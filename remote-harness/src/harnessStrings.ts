// Namespace "harness": the standalone harness's own words (the shell's are not available here).
import { addTranslations, type Translations } from '@topup/shared-lib';

export const HARNESS_NS = 'harness';

export const en = {
  bar: 'Standalone harness',
  pages: 'Pages of this remote',
  loggedInAs: 'Logged in as {{name}}',
  loggedOut: 'Not logged in',
  logout: 'Log out',
  login: {
    title: 'Log in',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    failed: 'Login failed. Check the email and password.',
  },
  toasts: 'Messages',
  dismiss: 'Dismiss message',
  sitePopups: {
    paymentList: 'Choose a payment method',
    safety: 'Payment safety',
    review: 'Write a review',
    identity: 'Identity verification',
    language: 'Language',
    elsewhere: 'In the store, the {{remote}} remote fills this popup.',
    request: 'Asked for: {{request}}',
  },
};

export const zhTW: Translations<typeof en> = {
  bar: '獨立測試框架',
  pages: '此模組的頁面',
  loggedInAs: '已登入：{{name}}',
  loggedOut: '尚未登入',
  logout: '登出',
  login: {
    title: '登入',
    email: '電子郵件',
    password: '密碼',
    submit: '登入',
    failed: '登入失敗，請檢查電子郵件和密碼。',
  },
  toasts: '訊息',
  dismiss: '關閉訊息',
  sitePopups: {
    paymentList: '選擇付款方式',
    safety: '付款安全',
    review: '撰寫評價',
    identity: '身分驗證',
    language: '語言',
    elsewhere: '在商店中，此彈窗內容由 {{remote}} 模組提供。',
    request: '請求內容：{{request}}',
  },
};

addTranslations(HARNESS_NS, { en, 'zh-TW': zhTW });
