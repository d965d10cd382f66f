import type { Translations } from '@topup/shared-lib';

// The product cards and the grid of them (home, the lists, search).
export const en = {
  product: {
    kind: { game: 'Game', live: 'Live' },
    open: 'Top up {{name}}',
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
  },
  list: {
    more: '顯示更多',
    count: '已顯示 {{shown}} / {{total}}',
  },
};
