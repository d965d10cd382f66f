import type { Translations } from '@topup/shared-lib';

// Namespace "account".
export const en = {
  center: {
    title: 'My account',
    loginPrompt: 'Log in to see your orders, coupons and account details.',
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
  },
  gain: { title: 'Rewards', lead: 'Points and rewards you have earned.' },
  profile: { title: 'Profile', lead: 'Your account details.' },
  orders: {
    title: 'My orders',
    lead: 'Every order you have placed.',
    recent: 'Recent orders',
    none: 'You have no orders yet.',
    open: 'Order {{sn}}',
  },
  coupons: { title: 'My coupons', lead: 'Coupons you can use, and those used or expired.' },
  uploadAuth: {
    title: 'Identity verification',
    lead: 'Upload the documents an order needs for verification.',
  },
};

export const zhTW: Translations<typeof en> = {
  center: {
    title: '我的帳戶',
    loginPrompt: '登入後即可查看您的訂單、優惠券與帳戶資料。',
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
  },
  gain: { title: '獎勵', lead: '您獲得的點數與獎勵。' },
  profile: { title: '個人資料', lead: '您的帳戶資料。' },
  orders: {
    title: '我的訂單',
    lead: '您下過的所有訂單。',
    recent: '最近的訂單',
    none: '您還沒有任何訂單。',
    open: '訂單 {{sn}}',
  },
  coupons: { title: '我的優惠券', lead: '可用、已使用與已過期的優惠券。' },
  uploadAuth: { title: '身分驗證', lead: '上傳訂單驗證所需的文件。' },
};
