import type { Translations } from '@topup/shared-lib';

// Namespace "checkout".
export const en = {
  order: {
    title: 'Order details',
    missingId: 'No order was given. Open an order from your account.',
    loginPrompt: 'Log in to see this order.',
    number: 'Order number',
    product: 'Product',
    denomination: 'Denomination',
    quantity: 'Quantity',
    amount: 'Amount',
    status: 'Status',
    created: 'Placed on',
    account: 'Account details',
    statusName: {
      '0': 'Waiting for payment',
      '1': 'Paid, delivering',
      '2': 'Delivered',
      '3': 'Cancelled',
      unknown: 'Status {{status}}',
    },
  },
  payResult: { title: 'Payment result', lead: 'We are checking your payment.' },
  tips: {
    'payment-success.html': 'Payment successful',
    'payment-pending.html': 'Payment pending',
    'payment-failed.html': 'Payment failed',
    'payment-cancel.html': 'Payment cancelled',
    'payment-failed-credit-guide.html': 'Card payment failed',
    'payment-failed-paypal-guide.html': 'PayPal payment failed',
  },
  coupon: { title: 'Claim your coupon', lead: 'Coupons for new and returning shoppers.' },
};

export const zhTW: Translations<typeof en> = {
  order: {
    title: '訂單詳情',
    missingId: '沒有指定訂單，請從您的帳戶開啟訂單。',
    loginPrompt: '請登入以查看此訂單。',
    number: '訂單編號',
    product: '商品',
    denomination: '面額',
    quantity: '數量',
    amount: '金額',
    status: '狀態',
    created: '下單時間',
    account: '帳號資料',
    statusName: {
      '0': '等待付款',
      '1': '已付款，發貨中',
      '2': '已發貨',
      '3': '已取消',
      unknown: '狀態 {{status}}',
    },
  },
  payResult: { title: '付款結果', lead: '我們正在確認您的付款。' },
  tips: {
    'payment-success.html': '付款成功',
    'payment-pending.html': '付款處理中',
    'payment-failed.html': '付款失敗',
    'payment-cancel.html': '付款已取消',
    'payment-failed-credit-guide.html': '信用卡付款失敗',
    'payment-failed-paypal-guide.html': 'PayPal 付款失敗',
  },
  coupon: { title: '領取優惠券', lead: '給新朋友與老朋友的優惠券。' },
};
