import { addTranslations, type Translations } from '@topup/shared-lib';
import { SHELL_NS } from './registerShellStrings';

// The login popup's forms (log in, register, reset and change the password, add an email or a phone),
// in the forms' own chunk: the popup's titles stay with the rest of the shell's strings (shellStrings.ts),
// as the popup's frame shows them before the forms have come.
const en = {
  login: {
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    success: 'Welcome back, {{name}}!',
    required: 'Please enter your email and password.',
    failed: 'Could not log in. Please try again.',
    method: 'Use',
    methods: { email: 'Email', phone: 'Phone' },
    fields: { prefix: 'Country code', phone: 'Phone number', authCode: 'Verification code' },
    prefixUnavailable: 'No country codes available',
    sendCode: 'Send code',
    resendIn: 'Send again in {{seconds}} s',
    codeSent: 'We sent you a code. It is valid for a few minutes.',
    passwordHint: 'At least {{min}} characters.',
    forgot: 'Forgot password?',
    toRegister: 'Create an account',
    or: 'or',
    thirdParty: 'Continue with Sandbox ID',
  },
  register: {
    submit: 'Create account',
    success: 'Welcome! Your account is ready.',
    failed: 'Could not create the account. Please try again.',
    toLogin: 'I already have an account',
  },
  reset: {
    newPassword: 'New password',
    submit: 'Set new password',
    success: 'Your password was changed. Please log in.',
    failed: 'Could not change the password. Please try again.',
    toLogin: 'Back to log in',
  },
  bind: {
    emailLead: 'Add an email address to receive order updates and recover your account.',
    submit: 'Confirm',
    emailDone: 'Your email address was added.',
    phoneDone: 'Your phone number was added.',
    failed: 'Could not save it. Please try again.',
  },
  changePassword: {
    current: 'Current password',
    new: 'New password',
    submit: 'Change password',
    success: 'Your password was changed.',
    failed: 'Could not change the password. Please try again.',
  },
};

const zhTW: Translations<typeof en> = {
  login: {
    email: '電子郵件',
    password: '密碼',
    submit: '登入',
    submitting: '登入中…',
    success: '歡迎回來，{{name}}！',
    required: '請輸入電子郵件和密碼。',
    failed: '無法登入，請再試一次。',
    method: '使用',
    methods: { email: '電子郵件', phone: '手機' },
    fields: { prefix: '國碼', phone: '手機號碼', authCode: '驗證碼' },
    prefixUnavailable: '目前沒有可用的國碼',
    sendCode: '發送驗證碼',
    resendIn: '{{seconds}} 秒後可重新發送',
    codeSent: '驗證碼已發送，幾分鐘內有效。',
    passwordHint: '至少 {{min}} 個字元。',
    forgot: '忘記密碼？',
    toRegister: '建立帳戶',
    or: '或',
    thirdParty: '使用 Sandbox ID 繼續',
  },
  register: {
    submit: '建立帳戶',
    success: '歡迎！您的帳戶已建立。',
    failed: '無法建立帳戶，請再試一次。',
    toLogin: '我已經有帳戶',
  },
  reset: {
    newPassword: '新密碼',
    submit: '設定新密碼',
    success: '密碼已變更，請重新登入。',
    failed: '無法變更密碼，請再試一次。',
    toLogin: '返回登入',
  },
  bind: {
    emailLead: '綁定電子郵件以接收訂單通知並找回帳戶。',
    submit: '確認',
    emailDone: '已綁定您的電子郵件。',
    phoneDone: '已綁定您的手機號碼。',
    failed: '無法儲存，請再試一次。',
  },
  changePassword: {
    current: '目前的密碼',
    new: '新密碼',
    submit: '變更密碼',
    success: '密碼已變更。',
    failed: '無法變更密碼，請再試一次。',
  },
};

addTranslations(SHELL_NS, { en, 'zh-TW': zhTW });
