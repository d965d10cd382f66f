// Site-wide reference data: currencies, phone prefixes, home menus, banners, popups.

export interface SeedCurrency {
  code: string;
  symbol: string;
  /** Units of this currency per USD. */
  rate: number;
  defaultSelect: boolean;
}

/** USD is the default currency. Rates are fixed demo values, not market data. */
export const seedCurrencies: readonly SeedCurrency[] = [
  { code: 'USD', symbol: '$', rate: 1, defaultSelect: true },
  { code: 'TWD', symbol: 'NT$', rate: 32.1, defaultSelect: false },
  { code: 'HKD', symbol: 'HK$', rate: 7.8, defaultSelect: false },
  { code: 'SGD', symbol: 'S$', rate: 1.34, defaultSelect: false },
  { code: 'MYR', symbol: 'RM', rate: 4.47, defaultSelect: false },
  { code: 'EUR', symbol: '€', rate: 0.92, defaultSelect: false },
  { code: 'GBP', symbol: '£', rate: 0.79, defaultSelect: false },
];

export interface SeedPhonePrefix {
  value: string;
  label: string;
  country: string;
  defaultSelect: boolean;
}

/** The default country is the US, so +1 is preselected. */
export const seedPhonePrefixes: readonly SeedPhonePrefix[] = [
  { value: '+1', label: 'United States', country: 'US', defaultSelect: true },
  { value: '+44', label: 'United Kingdom', country: 'GB', defaultSelect: false },
  { value: '+49', label: 'Germany', country: 'DE', defaultSelect: false },
  { value: '+33', label: 'France', country: 'FR', defaultSelect: false },
  { value: '+61', label: 'Australia', country: 'AU', defaultSelect: false },
  { value: '+886', label: 'Taiwan', country: 'TW', defaultSelect: false },
  { value: '+852', label: 'Hong Kong', country: 'HK', defaultSelect: false },
  { value: '+65', label: 'Singapore', country: 'SG', defaultSelect: false },
  { value: '+60', label: 'Malaysia', country: 'MY', defaultSelect: false },
  { value: '+66', label: 'Thailand', country: 'TH', defaultSelect: false },
  { value: '+966', label: 'Saudi Arabia', country: 'SA', defaultSelect: false },
  { value: '+971', label: 'United Arab Emirates', country: 'AE', defaultSelect: false },
];

export interface SeedMenu {
  id: number;
  name: string;
  nameZh: string;
  icon: string;
  productIds: number[];
}

/** The header's classify menu. */
export const seedMenus: readonly SeedMenu[] = [
  {
    id: 1,
    name: 'Mobile games',
    nameZh: '手機遊戲',
    icon: '/media/products/mobile-legends.svg',
    productIds: [1, 4, 6, 10],
  },
  {
    id: 2,
    name: 'RPG',
    nameZh: '角色扮演',
    icon: '/media/products/genshin-impact.svg',
    productIds: [2, 3, 5],
  },
  {
    id: 3,
    name: 'Live streaming',
    nameZh: '直播',
    icon: '/media/products/poppo-live.svg',
    productIds: [7, 8, 9],
  },
];

export interface SeedBanner {
  id: number;
  title: string;
  titleZh: string;
  image: string;
  link: string;
  needLogin: boolean;
}

// Every link is a path of the shop's route table (shell/src/routes/routeTable.ts), with its query.
export const seedBanners: readonly SeedBanner[] = [
  {
    id: 1,
    title: 'Mobile Legends diamonds, 10% off',
    titleZh: '決勝巔峰鑽石九折',
    image: '/media/banners/mobile-legends.svg',
    link: '/top-up/mobile-legends',
    needLogin: false,
  },
  {
    id: 2,
    title: 'New here? Claim $5 off your first order',
    titleZh: '新用戶首單立減 5 美元',
    image: '/media/banners/offer-2.svg',
    // The coupon claim page (the route table /mobile/coupon.html) with the new-user offer WELCOME5 (coupon 1).
    link: '/mobile/coupon.html?id=1',
    needLogin: true,
  },
  {
    id: 3,
    title: 'Honkai: Star Rail Express Supply Pass',
    titleZh: '崩壞：星穹鐵道・列車補給憑證',
    image: '/media/banners/honkai-star-rail.svg',
    link: '/top-up/honkai-star-rail',
    needLogin: false,
  },
];

export interface SeedPopup {
  id: number;
  title: string;
  titleZh: string;
  image: string;
  link: string;
  /** The coupon it offers: the page names its value in the shopper's currency, so the title quotes none. */
  couponId: number | null;
}

export const seedPopups: readonly SeedPopup[] = [
  {
    id: 1,
    title: 'Weekend sale',
    titleZh: '週末特賣',
    image: '/media/popups/offer-1.svg',
    // The coupon claim page with SAVE2 (coupon 2) to claim.
    link: '/mobile/coupon.html?couponId=2',
    couponId: 2,
  },
];
