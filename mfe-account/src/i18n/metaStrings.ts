import type { Translations } from '@topup/shared-lib';

// The account pages' titles, descriptions and keywords (the metadata table).
export const en = {
  meta: {
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
  },
};

export const zhTW: Translations<typeof en> = {
  meta: {
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
  },
};
