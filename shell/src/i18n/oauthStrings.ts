import type { Translations } from '@topup/shared-lib';

// The third-party sign-in's landing page, registered by its chunk (registerOauthStrings.ts): its loading
// line stays with the rest of the shell's strings (shellStrings.ts), as the page shows it before its
// chunk has come.
export const en = {
  oauth: {
    failedTitle: 'Sign-in did not complete',
    cancelled: 'The sign-in was cancelled or no code came back.',
    mismatch: 'This sign-in was not started in this browser tab. Please try again.',
    used: 'This sign-in link was already used. Please try again.',
    failed: 'We could not sign you in. Please try again.',
    tryAgain: 'Try again',
  },
};

export const zhTW: Translations<typeof en> = {
  oauth: {
    failedTitle: '登入未完成',
    cancelled: '登入已取消，或未收到驗證碼。',
    mismatch: '此登入不是從這個瀏覽器分頁開始的，請再試一次。',
    used: '此登入連結已使用過，請再試一次。',
    failed: '無法為您登入，請再試一次。',
    tryAgain: '再試一次',
  },
};
