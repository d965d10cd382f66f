import type { Translations } from '@topup/shared-lib';

// The profile page and its sign-in settings.
export const en = {
  profile: { title: 'Profile', lead: 'Your account details.' },
  signIn: {
    heading: 'Sign-in and security',
    changePassword: 'Change password',
    setPassword: 'Set a password',
    bindEmail: 'Add an email address',
    bindPhone: 'Add a phone number',
  },
};

export const zhTW: Translations<typeof en> = {
  profile: { title: '個人資料', lead: '您的帳戶資料。' },
  signIn: {
    heading: '登入與安全',
    changePassword: '變更密碼',
    setPassword: '設定密碼',
    bindEmail: '綁定電子郵件',
    bindPhone: '綁定手機號碼',
  },
};
