import type { Translations } from '@topup/shared-lib';

// The listing pages' strings: all top-ups, a category, a category's goods, a product.
export const en = {
  topUpList: { title: 'All top-ups', lead: 'Every game and live app you can top up here.' },
  classify: {
    title: 'Categories',
    lead: 'Browse top-ups by category.',
    menu: 'Categories',
    seeAll: 'See all {{name}}',
  },
  good: {
    title: 'More goods',
    lead: 'Everything in this category.',
    notFound: 'We could not find these goods.',
  },
  productPage: {
    title: 'Product',
    lead: 'Denominations and prices.',
    topUp: 'Top up {{name}} now',
    notFound: 'We could not find this product.',
  },
};

export const zhTW: Translations<typeof en> = {
  topUpList: { title: '全部儲值', lead: '這裡可以儲值的所有遊戲與直播應用。' },
  classify: {
    title: '分類',
    lead: '依分類瀏覽儲值商品。',
    menu: '分類',
    seeAll: '查看全部{{name}}',
  },
  good: { title: '更多商品', lead: '此分類的所有商品。', notFound: '找不到這些商品。' },
  productPage: {
    title: '商品',
    lead: '面額與價格。',
    topUp: '立即儲值 {{name}}',
    notFound: '找不到此商品。',
  },
};
