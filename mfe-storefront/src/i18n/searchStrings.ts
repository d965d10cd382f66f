import type { Translations } from '@topup/shared-lib';

// The search page's strings, with its title, description and keywords.
export const en = {
  meta: {
    search: {
      title: 'Search | TopUp Store',
      titleFor: '“{{query}}”: search | TopUp Store',
      description: 'Find the game or live app you want to top up.',
      keywords: 'search top-ups, find game top-up, live app coins',
    },
  },
  search: {
    title: 'Search',
    lead: 'Find a game or live app to top up.',
    form: 'Search the store',
    label: 'Game or product',
    placeholder: 'e.g. Genshin Impact, diamonds',
    submit: 'Search',
    prompt: 'Type the name of a game, live app or product.',
    results_one: '{{count}} result for “{{query}}”',
    results_other: '{{count}} results for “{{query}}”',
    empty: 'Nothing matches “{{query}}”. Check the spelling or try another name.',
    kinds: { game: 'Games', live: 'Live streaming' },
  },
};

export const zhTW: Translations<typeof en> = {
  meta: {
    search: {
      title: '搜尋 | TopUp 儲值商城',
      titleFor: '「{{query}}」的搜尋結果 | TopUp 儲值商城',
      description: '找到您想儲值的遊戲或直播應用。',
      keywords: '搜尋儲值, 尋找遊戲儲值, 直播金幣',
    },
  },
  search: {
    title: '搜尋',
    lead: '找到您想儲值的遊戲或直播應用。',
    form: '搜尋商城',
    label: '遊戲或商品',
    placeholder: '例如：原神、鑽石',
    submit: '搜尋',
    prompt: '請輸入遊戲、直播應用或商品名稱。',
    results_one: '「{{query}}」共 {{count}} 筆結果',
    results_other: '「{{query}}」共 {{count}} 筆結果',
    empty: '沒有符合「{{query}}」的結果，請檢查拼字或換個名稱。',
    kinds: { game: '遊戲', live: '直播' },
  },
};
