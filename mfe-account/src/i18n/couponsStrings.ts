import type { Translations } from '@topup/shared-lib';

// The member's coupons and redeeming a code.
export const en = {
  coupons: {
    title: 'My coupons',
    pageTitle: 'My coupons',
    lead: 'Coupons you can use, and those used or expired.',
    listLabel: 'Coupon lists',
    list: { available: 'Available', expired: 'Expired', used: 'Used' },
    empty: {
      available: 'You have no coupons to use right now.',
      expired: 'No coupons have expired.',
      used: 'You have not used any coupons yet.',
    },
    next: {
      offer: 'As a new member you can claim “{{name}}”.',
      claim: 'Claim the new-member coupon',
      shop: 'Browse games to top up',
    },
    percentOff: '{{value}}% off',
    off: 'off',
    minSpend: 'On orders from',
    noMinimum: 'No minimum spend',
    anyProduct: 'For every product',
    oneProduct: 'For one product only',
    expiresOn: 'Valid until {{date}}',
    expiredOn: 'Expired on {{date}}',
    usedOn: 'Used on {{date}}',
    code: 'Code {{code}}',
  },
  redeem: {
    label: 'Redeem a coupon code',
    submit: 'Redeem',
    submitting: 'Redeeming…',
    required: 'Enter a coupon code.',
    success: 'Coupon “{{name}}” added to your coupons.',
    failed: 'The code could not be redeemed. Please try again.',
  },
};

export const zhTW: Translations<typeof en> = {
  coupons: {
    title: '我的優惠券',
    pageTitle: '我的優惠券',
    lead: '可用、已使用與已過期的優惠券。',
    listLabel: '優惠券列表',
    list: { available: '可使用', expired: '已過期', used: '已使用' },
    empty: {
      available: '您目前沒有可使用的優惠券。',
      expired: '沒有已過期的優惠券。',
      used: '您還沒有使用過優惠券。',
    },
    next: {
      offer: '新會員可領取「{{name}}」。',
      claim: '領取新會員優惠券',
      shop: '瀏覽可儲值的遊戲',
    },
    percentOff: '{{value}}% 折扣',
    off: '折抵',
    minSpend: '訂單滿',
    noMinimum: '無最低消費',
    anyProduct: '適用所有商品',
    oneProduct: '僅適用單一商品',
    expiresOn: '有效期限至 {{date}}',
    expiredOn: '已於 {{date}} 過期',
    usedOn: '已於 {{date}} 使用',
    code: '代碼 {{code}}',
  },
  redeem: {
    label: '兌換優惠碼',
    submit: '兌換',
    submitting: '兌換中…',
    required: '請輸入優惠碼。',
    success: '優惠券「{{name}}」已加入您的優惠券。',
    failed: '無法兌換此代碼，請再試一次。',
  },
};
