export interface SeedDenomination {
  name: string;
  /** Traditional Chinese name (the game's own word for its currency; UC and CP stay as the games write them). */
  nameZh: string;
  /** USD, 2 decimals. */
  price: number;
  /** List price shown struck through; only set when above price. */
  originalPrice?: number;
}

export interface SeedProduct {
  id: number;
  sn: string;
  linkName: string;
  name: string;
  nameZh: string;
  kind: 'game' | 'live';
  hot: boolean;
  recommend: boolean;
  description: string;
  descriptionZh: string;
  /** Labels of what the shopper types in so the top-up reaches the right account. */
  inputFields: string[];
  denominations: SeedDenomination[];
}

// Listed in display order; ids and sns are stable because orders and links refer to them.
export const seedProducts: readonly SeedProduct[] = [
  {
    id: 1,
    sn: 'P1001',
    linkName: 'mobile-legends',
    name: 'Mobile Legends',
    nameZh: '決勝巔峰',
    kind: 'game',
    hot: true,
    recommend: true,
    description:
      'Top up Mobile Legends: Bang Bang diamonds with your User ID and Zone ID. Delivered in minutes.',
    descriptionZh: '輸入使用者 ID 與伺服器 ID 即可儲值決勝巔峰鑽石，數分鐘內到帳。',
    inputFields: ['User ID', 'Zone ID'],
    denominations: [
      { name: '86 Diamonds', nameZh: '86 鑽石', price: 1.42, originalPrice: 1.59 },
      { name: '172 Diamonds', nameZh: '172 鑽石', price: 2.84, originalPrice: 3.19 },
      { name: '257 Diamonds', nameZh: '257 鑽石', price: 4.25, originalPrice: 4.79 },
      { name: '706 Diamonds', nameZh: '706 鑽石', price: 11.49, originalPrice: 12.79 },
      { name: '2195 Diamonds', nameZh: '2195 鑽石', price: 35.99, originalPrice: 39.99 },
      { name: 'Weekly Diamond Pass', nameZh: '每週鑽石通行證', price: 1.79 },
    ],
  },
  {
    id: 2,
    sn: 'P1002',
    linkName: 'genshin-impact',
    name: 'Genshin Impact',
    nameZh: '原神',
    kind: 'game',
    hot: true,
    recommend: true,
    description: 'Genesis Crystals and the Blessing of the Welkin Moon, sent to your UID on any server.',
    descriptionZh: '創世結晶與空月祝福，支援所有伺服器，輸入 UID 即可儲值。',
    inputFields: ['UID', 'Server'],
    denominations: [
      { name: '60 Genesis Crystals', nameZh: '60 創世結晶', price: 0.95, originalPrice: 0.99 },
      { name: '300+30 Genesis Crystals', nameZh: '300+30 創世結晶', price: 4.69, originalPrice: 4.99 },
      { name: '980+110 Genesis Crystals', nameZh: '980+110 創世結晶', price: 13.99, originalPrice: 14.99 },
      { name: '1980+260 Genesis Crystals', nameZh: '1980+260 創世結晶', price: 28.49, originalPrice: 29.99 },
      {
        name: '6480+1600 Genesis Crystals',
        nameZh: '6480+1600 創世結晶',
        price: 94.99,
        originalPrice: 99.99,
      },
      { name: 'Blessing of the Welkin Moon', nameZh: '空月祝福', price: 4.79, originalPrice: 4.99 },
    ],
  },
  {
    id: 3,
    sn: 'P1003',
    linkName: 'zenless-zone-zero',
    name: 'Zenless Zone Zero',
    nameZh: '絕區零',
    kind: 'game',
    hot: false,
    recommend: true,
    description: 'Monochrome and the Inter-Knot Membership for Zenless Zone Zero, credited to your UID.',
    descriptionZh: '絕區零菲林與繩網會員，直接儲值至您的 UID。',
    inputFields: ['UID', 'Server'],
    denominations: [
      { name: '60 Monochrome', nameZh: '60 菲林', price: 0.99 },
      { name: '300+30 Monochrome', nameZh: '300+30 菲林', price: 4.79, originalPrice: 4.99 },
      { name: '980+110 Monochrome', nameZh: '980+110 菲林', price: 14.29, originalPrice: 14.99 },
      { name: '1980+260 Monochrome', nameZh: '1980+260 菲林', price: 28.99, originalPrice: 29.99 },
      { name: 'Inter-Knot Membership', nameZh: '繩網會員', price: 4.99 },
    ],
  },
  {
    id: 4,
    sn: 'P1004',
    linkName: 'pubg-mobile',
    name: 'PUBG Mobile',
    nameZh: '絕地求生M',
    kind: 'game',
    hot: true,
    recommend: false,
    description: 'Unknown Cash (UC) for PUBG Mobile. Only your Player ID is needed.',
    descriptionZh: '絕地求生M 的 UC 點數，只需輸入玩家 ID。',
    inputFields: ['Player ID'],
    denominations: [
      { name: '60 UC', nameZh: '60 UC', price: 0.99 },
      { name: '325 UC', nameZh: '325 UC', price: 4.75, originalPrice: 4.99 },
      { name: '660 UC', nameZh: '660 UC', price: 9.49, originalPrice: 9.99 },
      { name: '1800 UC', nameZh: '1800 UC', price: 23.99, originalPrice: 24.99 },
      { name: '3850 UC', nameZh: '3850 UC', price: 47.99, originalPrice: 49.99 },
      { name: '8100 UC', nameZh: '8100 UC', price: 95.99, originalPrice: 99.99 },
    ],
  },
  {
    id: 5,
    sn: 'P1005',
    linkName: 'honkai-star-rail',
    name: 'Honkai: Star Rail',
    nameZh: '崩壞：星穹鐵道',
    kind: 'game',
    hot: false,
    recommend: true,
    description: 'Oneiric Shards and the Express Supply Pass for Honkai: Star Rail, for every server.',
    descriptionZh: '崩壞：星穹鐵道古老夢華與列車補給憑證，支援全部伺服器。',
    inputFields: ['UID', 'Server'],
    denominations: [
      { name: '60 Oneiric Shards', nameZh: '60 古老夢華', price: 0.99 },
      { name: '300+30 Oneiric Shards', nameZh: '300+30 古老夢華', price: 4.69, originalPrice: 4.99 },
      { name: '980+110 Oneiric Shards', nameZh: '980+110 古老夢華', price: 13.99, originalPrice: 14.99 },
      { name: '6480+1600 Oneiric Shards', nameZh: '6480+1600 古老夢華', price: 94.99, originalPrice: 99.99 },
      { name: 'Express Supply Pass', nameZh: '列車補給憑證', price: 4.79, originalPrice: 4.99 },
    ],
  },
  {
    id: 6,
    sn: 'P1006',
    linkName: 'free-fire',
    name: 'Free Fire',
    nameZh: '我要活下去',
    kind: 'game',
    hot: true,
    recommend: false,
    description: 'Free Fire diamonds delivered to your Player ID, including the weekly membership.',
    descriptionZh: '我要活下去鑽石，輸入玩家 ID 即可到帳，另有週卡會員。',
    inputFields: ['Player ID'],
    denominations: [
      { name: '100 Diamonds', nameZh: '100 鑽石', price: 0.99 },
      { name: '310 Diamonds', nameZh: '310 鑽石', price: 2.89, originalPrice: 2.99 },
      { name: '520 Diamonds', nameZh: '520 鑽石', price: 4.79, originalPrice: 4.99 },
      { name: '1060 Diamonds', nameZh: '1060 鑽石', price: 9.49, originalPrice: 9.99 },
      { name: '2180 Diamonds', nameZh: '2180 鑽石', price: 18.99, originalPrice: 19.99 },
      { name: 'Weekly Membership', nameZh: '週卡會員', price: 1.99 },
    ],
  },
  {
    id: 7,
    sn: 'P1007',
    linkName: 'poppo-live',
    name: 'Poppo Live',
    nameZh: 'Poppo Live',
    kind: 'live',
    hot: true,
    recommend: false,
    description: 'Coins for Poppo Live: send gifts to your favourite hosts. Enter your Poppo ID.',
    descriptionZh: 'Poppo Live 金幣，送禮支持喜愛的主播，輸入 Poppo ID 即可儲值。',
    inputFields: ['Poppo ID'],
    denominations: [
      { name: '6,800 Coins', nameZh: '6,800 金幣', price: 0.99 },
      { name: '34,000 Coins', nameZh: '34,000 金幣', price: 4.85, originalPrice: 4.99 },
      { name: '68,000 Coins', nameZh: '68,000 金幣', price: 9.59, originalPrice: 9.99 },
      { name: '340,000 Coins', nameZh: '340,000 金幣', price: 46.99, originalPrice: 49.99 },
    ],
  },
  {
    id: 8,
    sn: 'P1008',
    linkName: 'douyin',
    name: 'Douyin',
    nameZh: '抖音',
    kind: 'live',
    hot: false,
    recommend: true,
    description: 'Douyin coins for gifts during live streams, credited to your Douyin ID.',
    descriptionZh: '抖音抖幣，直播打賞使用，儲值至您的抖音號。',
    inputFields: ['Douyin ID'],
    denominations: [
      { name: '70 Coins', nameZh: '70 抖幣', price: 0.99 },
      { name: '350 Coins', nameZh: '350 抖幣', price: 4.89, originalPrice: 4.99 },
      { name: '700 Coins', nameZh: '700 抖幣', price: 9.69, originalPrice: 9.99 },
      { name: '3,500 Coins', nameZh: '3,500 抖幣', price: 47.99, originalPrice: 49.99 },
      { name: '7,000 Coins', nameZh: '7,000 抖幣', price: 94.99, originalPrice: 99.99 },
    ],
  },
  {
    id: 9,
    sn: 'P1009',
    linkName: 'bigo-live',
    name: 'Bigo Live',
    nameZh: 'Bigo Live',
    kind: 'live',
    hot: false,
    recommend: true,
    description: 'Bigo Live diamonds for gifts and VIP, sent to your Bigo ID.',
    descriptionZh: 'Bigo Live 鑽石，可送禮與購買 VIP，輸入 Bigo ID 即可儲值。',
    inputFields: ['Bigo ID'],
    denominations: [
      { name: '42 Diamonds', nameZh: '42 鑽石', price: 0.99 },
      { name: '210 Diamonds', nameZh: '210 鑽石', price: 4.79, originalPrice: 4.99 },
      { name: '420 Diamonds', nameZh: '420 鑽石', price: 9.49, originalPrice: 9.99 },
      { name: '2,100 Diamonds', nameZh: '2,100 鑽石', price: 46.99, originalPrice: 49.99 },
    ],
  },
  {
    id: 10,
    sn: 'P1010',
    linkName: 'call-of-duty-mobile',
    name: 'Call of Duty: Mobile',
    nameZh: '決勝時刻 Mobile',
    kind: 'game',
    hot: false,
    recommend: false,
    description: 'COD Points (CP) for Call of Duty: Mobile, for the Battle Pass and bundles.',
    descriptionZh: '決勝時刻 Mobile 的 CP 點數，可購買戰鬥通行證與組合包。',
    inputFields: ['Player ID'],
    denominations: [
      { name: '80 CP', nameZh: '80 CP', price: 0.99 },
      { name: '420 CP', nameZh: '420 CP', price: 4.79, originalPrice: 4.99 },
      { name: '880 CP', nameZh: '880 CP', price: 9.49, originalPrice: 9.99 },
      { name: '2,400 CP', nameZh: '2,400 CP', price: 23.99, originalPrice: 24.99 },
      { name: '5,000 CP', nameZh: '5,000 CP', price: 47.99, originalPrice: 49.99 },
    ],
  },
];
