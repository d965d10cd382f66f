import { demoMember } from './members';

export interface SeedCoupon {
  id: number;
  code: string;
  name: string;
  nameZh: string;
  kind: 'amount' | 'percent';
  /** Cents for 'amount', percent for 'percent'. */
  value: number;
  minSpendCents: number;
  productId: number | null;
  newUser: boolean;
  validDays: number;
  stock: number;
  endTime: string;
}

const FAR_FUTURE = '2030-12-31T23:59:59.000Z';

export const seedCoupons: readonly SeedCoupon[] = [
  {
    id: 1,
    code: 'WELCOME5',
    name: '$5 off your first order',
    nameZh: '新用戶首單減 5 美元',
    kind: 'amount',
    value: 500,
    minSpendCents: 2000,
    productId: null,
    newUser: true,
    validDays: 30,
    stock: 10000,
    endTime: FAR_FUTURE,
  },
  {
    id: 2,
    code: 'SAVE2',
    name: '$2 off orders over $10',
    nameZh: '滿 10 美元減 2 美元',
    kind: 'amount',
    value: 200,
    minSpendCents: 1000,
    productId: null,
    newUser: false,
    validDays: 14,
    stock: 5000,
    endTime: FAR_FUTURE,
  },
  {
    id: 3,
    code: 'MLBB10',
    name: '10% off Mobile Legends',
    nameZh: '決勝巔峰九折',
    kind: 'percent',
    value: 10,
    minSpendCents: 500,
    productId: 1,
    newUser: false,
    validDays: 7,
    stock: 2000,
    endTime: FAR_FUTURE,
  },
  {
    id: 4,
    code: 'GENSHIN3',
    name: '$3 off Genshin Impact over $15',
    nameZh: '原神滿 15 美元減 3 美元',
    kind: 'amount',
    value: 300,
    minSpendCents: 1500,
    productId: 2,
    newUser: false,
    validDays: 7,
    stock: 2000,
    endTime: FAR_FUTURE,
  },
  {
    id: 5,
    code: 'LASTONE',
    name: 'Limited: $1 off, one left',
    nameZh: '限量：減 1 美元，僅剩一張',
    kind: 'amount',
    value: 100,
    minSpendCents: 0,
    productId: null,
    newUser: false,
    validDays: 7,
    stock: 1,
    endTime: FAR_FUTURE,
  },
  {
    id: 6,
    code: 'SUMMER1',
    name: 'Summer $1 off',
    nameZh: '夏日減 1 美元',
    kind: 'amount',
    value: 100,
    minSpendCents: 0,
    productId: null,
    newUser: false,
    validDays: 30,
    stock: 100,
    endTime: '2026-09-30T23:59:59.000Z',
  },
  {
    id: 7,
    code: 'SPRING2',
    name: 'Spring $2 off',
    nameZh: '春季減 2 美元',
    kind: 'amount',
    value: 200,
    minSpendCents: 1000,
    productId: null,
    newUser: false,
    validDays: 30,
    stock: 100,
    endTime: '2026-05-31T23:59:59.000Z',
  },
];

export interface SeedMemberCoupon {
  memberId: number;
  couponId: number;
  captureTime: string;
  expireTime: string;
  useTime: string | null;
  orderId: number | null;
}

/** The demo member holds one coupon in each list: available, used and expired. */
export const seedMemberCoupons: readonly SeedMemberCoupon[] = [
  {
    memberId: demoMember.id,
    couponId: 2,
    captureTime: '2026-11-18T10:00:00.000Z',
    expireTime: '2030-12-31T23:59:59.000Z',
    useTime: null,
    orderId: null,
  },
  {
    memberId: demoMember.id,
    couponId: 6,
    captureTime: '2026-08-01T10:00:00.000Z',
    expireTime: '2026-08-31T10:00:00.000Z',
    useTime: '2026-08-20T10:00:00.000Z',
    orderId: null,
  },
  {
    memberId: demoMember.id,
    couponId: 7,
    captureTime: '2026-04-01T10:00:00.000Z',
    expireTime: '2026-05-01T10:00:00.000Z',
    useTime: null,
    orderId: null,
  },
];
