// The home tips' words (the add-to-home-screen prompt, the promotions' popup): they come with the tips'
// own chunk (home/HomeTips.tsx), not with the home's first load.
import type { Translations } from '@topup/shared-lib';

export const en = {
  home: {
    desktop: {
      text: 'Add TopUp Store to your home screen for faster top-ups.',
      action: 'Add to home screen',
      howTo: 'Open your browser menu and choose "Add to Home screen" or "Install app".',
      close: 'Close the home-screen tip',
    },
    popup: { open: 'See the offer', close: 'Close' },
  },
};

export const zhTW: Translations<typeof en> = {
  home: {
    desktop: {
      text: '將 TopUp 儲值商城加入主畫面，儲值更快速。',
      action: '加入主畫面',
      howTo: '開啟瀏覽器選單，選擇「加入主畫面」或「安裝應用程式」。',
      close: '關閉加入主畫面提示',
    },
    popup: { open: '查看優惠', close: '關閉' },
  },
};
