import type { Translations } from '@topup/shared-lib';

// Namespace "storefront".
export const en = {
  home: {
    title: 'Top up your games and live apps',
    lead: 'Low prices, delivered in minutes.',
    sections: {
      hot: 'Hot right now',
      game: 'Game top-up',
      live: 'Live top-up',
      recommend: 'Recommended for you',
      all: 'All products',
    },
  },
  product: {
    kind: { game: 'Game', live: 'Live' },
    open: 'Top up {{name}}',
  },
  topUpList: { title: 'All top-ups', lead: 'Every game and live app you can top up here.' },
  topUp: {
    notFound: 'We could not find this product.',
    lead: 'Choose a denomination and enter your player account.',
  },
  classify: { title: 'Categories', lead: 'Browse top-ups by category.' },
  good: { title: 'More goods', lead: 'Goods related to item {{id}}.' },
  productPage: { title: 'Product', lead: 'Details of product {{id}}.' },
  sell: { title: 'Sell online', lead: 'Sell your in-game items and credits safely.' },
};

export const zhTW: Translations<typeof en> = {
  home: {
    title: '為您的遊戲與直播應用儲值',
    lead: '低價，幾分鐘內到帳。',
    sections: {
      hot: '熱門商品',
      game: '遊戲儲值',
      live: '直播儲值',
      recommend: '為您推薦',
      all: '全部商品',
    },
  },
  product: {
    kind: { game: '遊戲', live: '直播' },
    open: '儲值 {{name}}',
  },
  topUpList: { title: '全部儲值', lead: '這裡可以儲值的所有遊戲與直播應用。' },
  topUp: {
    notFound: '找不到此商品。',
    lead: '選擇面額並輸入您的遊戲帳號。',
  },
  classify: { title: '分類', lead: '依分類瀏覽儲值商品。' },
  good: { title: '更多商品', lead: '與商品 {{id}} 相關的商品。' },
  productPage: { title: '商品', lead: '商品 {{id}} 的詳細資訊。' },
  sell: { title: '線上出售', lead: '安全地出售您的遊戲道具與點數。' },
};
