import type { Translations } from '@topup/shared-lib';

// Identity verification: its dialogs, form, widget and upload page.
export const en = {
  verify: {
    auth: {
      title: 'Verify your identity',
      text: 'Order {{sn}} ({{product}}) needs a quick identity check before we can deliver it.',
    },
    fail: {
      title: 'Verification not approved',
      text: 'The verification of order {{sn}} ({{product}}) was not approved. Please try again.',
    },
    upload: { title: 'Identity verification for order {{sn}}' },
    page: 'Open the identity verification page',
    later: 'Later',
    start: 'Verify now',
    retry: 'Try again',
    reviewing: 'Your documents are being reviewed. We will update this order soon.',
    openWidget: 'Verify again',
    realName: 'Full legal name',
    idCard: 'ID card number',
    idCardHint: '18 characters: 17 digits, then a digit or X.',
    pictures: {
      realname: 'Photos of your ID card',
      spotcheck: 'Spot-check photos (you holding your ID card)',
      hint: 'PNG, JPEG, WebP or GIF, up to 5 MB each, at most {{max}}.',
      chosen: 'Chosen photos',
      count: 'Choose between 1 and {{max}} photos.',
      type: 'Only PNG, JPEG, WebP or GIF pictures can be sent.',
      size: 'Each photo must be 5 MB or smaller.',
    },
    submit: 'Send for verification',
    submitting: 'Sending…',
    submitted: 'Thank you, your verification was sent.',
    submitFailed: 'The verification could not be sent. Your entries are kept; please try again.',
    widgetLead: 'Follow the steps to verify your identity for order {{sn}}.',
    widgetSending: 'Sending the result…',
    widgetFailed: 'The verification window could not be opened. Please try again later.',
  },
  uploadAuth: {
    title: 'Identity verification',
    lead: 'Upload the documents an order needs for verification.',
    none: 'None of your orders needs verification right now.',
  },
};

export const zhTW: Translations<typeof en> = {
  verify: {
    auth: {
      title: '驗證身分',
      text: '訂單 {{sn}}（{{product}}）需要先完成身分驗證才能出貨。',
    },
    fail: {
      title: '驗證未通過',
      text: '訂單 {{sn}}（{{product}}）的驗證未通過，請再試一次。',
    },
    upload: { title: '訂單 {{sn}} 的身分驗證' },
    page: '前往身分驗證頁面',
    later: '稍後',
    start: '立即驗證',
    retry: '再試一次',
    reviewing: '您的證件正在審核中，我們會盡快更新這筆訂單。',
    openWidget: '重新驗證',
    realName: '真實姓名',
    idCard: '身分證號碼',
    idCardHint: '共 18 碼：17 位數字，最後一碼為數字或 X。',
    pictures: {
      realname: '身分證照片',
      spotcheck: '抽查照片（手持身分證）',
      hint: 'PNG、JPEG、WebP 或 GIF，每張最多 5 MB，最多 {{max}} 張。',
      chosen: '已選擇的照片',
      count: '請選擇 1 到 {{max}} 張照片。',
      type: '只能傳送 PNG、JPEG、WebP 或 GIF 圖片。',
      size: '每張照片不可超過 5 MB。',
    },
    submit: '送出驗證',
    submitting: '傳送中…',
    submitted: '謝謝，您的驗證資料已送出。',
    submitFailed: '驗證資料無法送出。您填寫的內容已保留，請再試一次。',
    widgetLead: '請依照步驟完成訂單 {{sn}} 的身分驗證。',
    widgetSending: '正在送出結果…',
    widgetFailed: '無法開啟驗證視窗，請稍後再試。',
  },
  uploadAuth: {
    title: '身分驗證',
    lead: '上傳訂單驗證所需的證件。',
    none: '目前沒有需要驗證的訂單。',
  },
};
