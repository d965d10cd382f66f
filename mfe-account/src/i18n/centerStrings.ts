import type { Translations } from '@topup/shared-lib';

// The account centre, the member card and the account menu.
export const en = {
  center: {
    title: 'My account',
    loginPrompt: 'Log in to see your orders, coupons and account details.',
    tabsLabel: 'Account sections',
    tabs: { overview: 'Overview', order: 'Orders', coupons: 'Coupons' },
  },
  member: {
    heading: 'Member details',
    nickname: 'Nickname',
    email: 'Email',
    phone: 'Phone',
    verified: 'Identity approved',
    growth: 'Growth points',
    memberSince: 'Member since',
    none: 'Not set',
    details: 'Account details and sign-in settings',
  },
  accountNav: {
    label: 'Account menu',
    overview: 'My account',
    orders: 'My orders',
    coupons: 'My coupons',
    gain: 'Rewards and VIP growth',
    profile: 'Profile',
    verification: 'Identity verification',
  },
};

export const zhTW: Translations<typeof en> = {
  center: {
    title: '我的帳戶',
    loginPrompt: '登入後即可查看您的訂單、優惠券與帳戶資料。',
    tabsLabel: '帳戶分頁',
    tabs: { overview: '總覽', order: '訂單', coupons: '優惠券' },
  },
  member: {
    heading: '會員資料',
    nickname: '暱稱',
    email: '電子郵件',
    phone: '手機',
    verified: '身分已核准',
    growth: '成長值',
    memberSince: '加入時間',
    none: '未設定',
    details: '帳戶資料與登入設定',
  },
  accountNav: {
    label: '帳戶選單',
    overview: '我的帳戶',
    orders: '我的訂單',
    coupons: '我的優惠券',
    gain: '獎勵與 VIP 成長',
    profile: '個人資料',
    verification: '身分驗證',
  },
};
