import type { Translations } from '@topup/shared-lib';

// The product cards and the grid of them (home, the lists, search).
export const en = {
  product: {
    kind: { game: 'Game', live: 'Live' },
    open: 'Top up {{name}}',
    from: 'From',
    off: '{{percent}}% off',
    delivery: '{{minutes}}-min delivery',
  },
  list: {
    more: 'Show more',
    count: 'Showing {{shown}} of {{total}}',
  },
};

export const zhTW: Translations<typeof en> = {
  product: {
    kind: { game: '遊戲', live: '直播' },
    open: '儲值 {{name}}',
    from: '最低',
    off: '省 {{percent}}%',
    delivery: '{{minutes}} 分鐘到帳',
  },
  list: {
    more: '顯示更多',
    count: '已顯示 {{shown}} / {{total}}',
  },
};
