import { PAY_WINDOW_MS } from './orders';

/**
 * A third shopper whose paid orders wait for identity checks and input forms, so the verification flows
 * have something to show without changing the demo member's four orders.
 */
export const VERIFY_MEMBER = {
  id: 3,
  email: 'verify@topup.test',
  password: 'Verify1234!',
  username: 'verify_shopper',
  nickname: 'Verify Shopper',
  createTime: '2026-10-05T09:00:00.000Z',
} as const;

export interface SeedVerificationOrder {
  id: number;
  orderSn: string;
  status: 1 | 2;
  inputStatus: number;
  productId: number;
  denomination: string;
  delivery: string[];
  createTime: string;
  realnameRequired: string;
  realnameStatus: number;
  spotcheckRequired: string;
  spotcheckStatus: number;
  deliveryReason: string;
}

export const seedVerificationOrders: readonly SeedVerificationOrder[] = [
  {
    id: 1006,
    orderSn: 'TU202611210006',
    status: 1,
    inputStatus: 0,
    productId: 2,
    denomination: '980+110 Genesis Crystals',
    delivery: ['UID:800000001', 'Server:America'],
    createTime: '2026-11-21T08:00:00.000Z',
    realnameRequired: 'idcard,photo',
    realnameStatus: 0,
    spotcheckRequired: '',
    spotcheckStatus: 2,
    deliveryReason: '',
  },
  {
    id: 1007,
    orderSn: 'TU202611210007',
    status: 1,
    inputStatus: 0,
    productId: 5,
    denomination: '980+110 Oneiric Shards',
    delivery: ['UID:700000001', 'Server:Asia'],
    createTime: '2026-11-21T09:00:00.000Z',
    realnameRequired: 'sumsub',
    realnameStatus: 0,
    spotcheckRequired: '',
    spotcheckStatus: 2,
    deliveryReason: '',
  },
  {
    id: 1008,
    orderSn: 'TU202611210008',
    status: 1,
    inputStatus: 0,
    productId: 1,
    denomination: '706 Diamonds',
    delivery: ['User ID:11112222', 'Zone ID:3001'],
    createTime: '2026-11-21T10:00:00.000Z',
    realnameRequired: '',
    realnameStatus: 2,
    spotcheckRequired: 'selfie',
    spotcheckStatus: -1,
    deliveryReason: '',
  },
  {
    id: 1009,
    orderSn: 'TU202611210009',
    status: 1,
    inputStatus: 1,
    productId: 9,
    denomination: '420 Diamonds',
    delivery: ['Bigo ID:55667788'],
    createTime: '2026-11-21T11:00:00.000Z',
    realnameRequired: '',
    realnameStatus: 2,
    spotcheckRequired: '',
    spotcheckStatus: 2,
    deliveryReason: 'The streamer account needs the region and a contact email before we can deliver.',
  },
];

export const verificationPayExpire = (createTime: string): string =>
  new Date(Date.parse(createTime) + PAY_WINDOW_MS).toISOString();
