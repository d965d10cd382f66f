import type { Translations } from '@topup/shared-lib';

// The home page's strings, with its title, description and keywords per filter.
export const en = {
  meta: {
    home: {
      title: 'TopUp Store: cheap game top-ups, fast and safe',
      description: 'Mobile Legends, Genshin Impact, PUBG Mobile and more: top up in minutes at low prices.',
      keywords: 'game top-up, Mobile Legends diamonds, Genshin Impact crystals, PUBG Mobile UC',
    },
    hot: {
      title: 'Hot top-ups | TopUp Store',
      description: 'The most popular game and live-app top-ups right now, at low prices.',
      keywords: 'popular top-ups, best-selling game credits, hot deals',
    },
    game: {
      title: 'Game top-ups | TopUp Store',
      description: 'Diamonds, crystals, UC and more for your favourite games, delivered in minutes.',
      keywords: 'game top-up, game credits, diamonds, UC',
    },
    recommend: {
      title: 'Recommended top-ups | TopUp Store',
      description: 'Top-ups our players recommend, with fair prices and fast delivery.',
      keywords: 'recommended top-ups, game deals, top-up offers',
    },
    live: {
      title: 'Live-streaming top-ups | TopUp Store',
      description: 'Coins and gifts for your favourite live-streaming apps, safe and fast.',
      keywords: 'live-streaming top-up, live app coins, streamer gifts',
    },
    all: {
      title: 'All top-ups | TopUp Store',
      description: 'Every game and live-app top-up in one place, at low prices.',
      keywords: 'all top-ups, game top-up, live-streaming top-up',
    },
  },
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
    filters: {
      label: 'Show',
      everything: 'Everything',
      hot: 'Hot',
      game: 'Game top-up',
      live: 'Live top-up',
      recommend: 'Recommended',
      all: 'All products',
    },
    banners: 'Promotions',
    bannerPrev: 'Previous promotion',
    bannerNext: 'Next promotion',
    bannerRefused: 'This link cannot be opened.',
    bannerPause: 'Pause the promotions',
    bannerPlay: 'Play the promotions',
    trust: {
      title: 'Why shoppers trust us',
      deliveryValue: '{{minutes}} min',
      delivery: 'typical delivery',
      orders: 'orders delivered',
      rating: 'from {{shown}} ratings',
      pay: 'Pay with',
      marks: {
        card: 'Card',
        'mobile-wallet': 'Phone wallet',
        'e-wallet': 'Online wallet',
        bank: 'Bank transfer',
      },
    },
    newUser: {
      title: 'New here?',
      text: 'Create an account and get {{discount}} off your first order of {{minSpend}} or more.',
      textNoMinimum: 'Create an account and get {{discount}} off your first order.',
      textPlain: 'Create an account and claim a coupon for your first order.',
      action: 'Claim the new-user coupon',
      close: 'Close the new-user offer',
    },
    sell: {
      title: 'Sell to us',
      text: 'Have in-game items or credits you no longer need? We buy them.',
      action: 'Sell to us',
    },
  },
};

export const zhTW: Translations<typeof en> = {
  meta: {
    home: {
      title: 'TopUp 儲值商城：便宜的遊戲儲值，快速又安全',
      description: '決勝巔峰、原神、絕地求生M 等，幾分鐘內完成低價儲值。',
      keywords: '遊戲儲值, 決勝巔峰鑽石, 原神創世結晶, 絕地求生M UC',
    },
    hot: {
      title: '熱門儲值 | TopUp 儲值商城',
      description: '目前最受歡迎的遊戲與直播儲值，價格實惠。',
      keywords: '熱門儲值, 暢銷遊戲點數, 熱門優惠',
    },
    game: {
      title: '遊戲儲值 | TopUp 儲值商城',
      description: '為您喜愛的遊戲儲值鑽石、結晶、UC 等，幾分鐘內到帳。',
      keywords: '遊戲儲值, 遊戲點數, 鑽石, UC',
    },
    recommend: {
      title: '推薦儲值 | TopUp 儲值商城',
      description: '玩家推薦的儲值項目，價格公道、快速到帳。',
      keywords: '推薦儲值, 遊戲優惠, 儲值優惠',
    },
    live: {
      title: '直播儲值 | TopUp 儲值商城',
      description: '為您喜愛的直播應用儲值金幣與禮物，安全又快速。',
      keywords: '直播儲值, 直播金幣, 主播禮物',
    },
    all: {
      title: '全部儲值 | TopUp 儲值商城',
      description: '所有遊戲與直播儲值一次看齊，價格實惠。',
      keywords: '全部儲值, 遊戲儲值, 直播儲值',
    },
  },
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
    filters: {
      label: '顯示',
      everything: '全部分區',
      hot: '熱門',
      game: '遊戲儲值',
      live: '直播儲值',
      recommend: '推薦',
      all: '全部商品',
    },
    banners: '優惠活動',
    bannerPrev: '上一個活動',
    bannerNext: '下一個活動',
    bannerRefused: '無法開啟此連結。',
    bannerPause: '暫停輪播活動',
    bannerPlay: '播放輪播活動',
    trust: {
      title: '值得信賴的理由',
      deliveryValue: '{{minutes}} 分鐘',
      delivery: '一般到帳時間',
      orders: '筆訂單已到帳',
      rating: '來自 {{shown}} 則評價',
      pay: '付款方式',
      marks: {
        card: '信用卡／金融卡',
        'mobile-wallet': '手機錢包',
        'e-wallet': '電子錢包',
        bank: '銀行轉帳',
      },
    },
    newUser: {
      title: '第一次來嗎？',
      text: '註冊帳號，首筆滿 {{minSpend}} 的訂單立減 {{discount}}。',
      textNoMinimum: '註冊帳號，首筆訂單立減 {{discount}}。',
      textPlain: '註冊帳號即可領取首筆訂單優惠券。',
      action: '領取新用戶優惠券',
      close: '關閉新用戶優惠',
    },
    sell: {
      title: '賣給我們',
      text: '有用不到的遊戲道具或點數嗎？我們收購。',
      action: '賣給我們',
    },
  },
};
