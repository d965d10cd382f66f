import type { Translations } from '@topup/shared-lib';

// Namespace "content".
export const en = {
  blog: {
    title: 'Blog',
    lead: 'Guides, news and deals for gamers and streamers.',
    categoryTitle: 'Blog: {{category}}',
    readMore: 'Read “{{title}}”',
    published: 'Published {{date}}',
    pagination: 'Blog pages',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    backToBlog: 'Back to the blog',
  },
  news: {
    categoryTitle: 'News',
    categoryLead: 'The latest from the store and the games we serve.',
    articleLead: 'News article “{{title}}”.',
  },
  review: {
    title: 'Reviews',
    lead: 'What shoppers say about product {{sn}}.',
    productLead: 'Product reviews.',
  },
  help: { title: 'Help center', lead: 'Answers to common questions, and a way to reach us.' },
  about: { title: 'About us', lead: 'We help players and fans top up quickly, safely and at a fair price.' },
  contact: { title: 'Contact us', lead: 'Our support team answers by email, messaging and live chat, 24/7.' },
};

export const zhTW: Translations<typeof en> = {
  blog: {
    title: '部落格',
    lead: '給玩家與實況主的攻略、新聞與優惠。',
    categoryTitle: '部落格：{{category}}',
    readMore: '閱讀「{{title}}」',
    published: '發布於 {{date}}',
    pagination: '部落格分頁',
    previous: '上一頁',
    next: '下一頁',
    pageOf: '第 {{page}} 頁，共 {{pages}} 頁',
    backToBlog: '返回部落格',
  },
  news: {
    categoryTitle: '新聞',
    categoryLead: '商店與遊戲的最新消息。',
    articleLead: '新聞文章「{{title}}」。',
  },
  review: { title: '評價', lead: '買家對商品 {{sn}} 的評價。', productLead: '商品評價。' },
  help: { title: '幫助中心', lead: '常見問題解答，以及聯絡我們的方式。' },
  about: { title: '關於我們', lead: '我們幫助玩家與粉絲快速、安全、以公道價格完成儲值。' },
  contact: { title: '聯絡我們', lead: '客服團隊全天候透過電子郵件、訊息與線上客服為您服務。' },
};
