import { demoMember, otherMember } from './members';

export interface SeedOrder {
  id: number;
  orderSn: string;
  memberId: number;
  /** 0 unpaid, 1 paid, 2 delivered (finished), 3 cancelled. */
  status: 0 | 1 | 2 | 3;
  productId: number;
  /** Must name a denomination of the product; the amount is computed from its price. */
  denomination: string;
  quantity: number;
  /** "label:value" strings, labels taken from the product's input fields. */
  delivery: string[];
  createTime: string;
}

/** Orders can be paid for 4 hours (a countdown of 14400 s). */
export const PAY_WINDOW_MS = 4 * 60 * 60 * 1000;

// One order per status for the demo member, plus one of someone else's to prove ownership checks.
export const seedOrders: readonly SeedOrder[] = [
  {
    id: 1001,
    orderSn: 'TU202611200001',
    memberId: demoMember.id,
    status: 0,
    productId: 1,
    denomination: '86 Diamonds',
    quantity: 2,
    delivery: ['User ID:12345678', 'Zone ID:2001'],
    createTime: '2026-11-20T09:15:00.000Z',
  },
  {
    id: 1002,
    orderSn: 'TU202611190002',
    memberId: demoMember.id,
    status: 1,
    productId: 2,
    denomination: '980+110 Genesis Crystals',
    quantity: 1,
    delivery: ['UID:812345678', 'Server:Asia'],
    createTime: '2026-11-19T14:02:00.000Z',
  },
  {
    id: 1003,
    orderSn: 'TU202611150003',
    memberId: demoMember.id,
    status: 2,
    productId: 4,
    denomination: '660 UC',
    quantity: 1,
    delivery: ['Player ID:5123498760'],
    createTime: '2026-11-15T20:40:00.000Z',
  },
  {
    id: 1004,
    orderSn: 'TU202611100004',
    memberId: demoMember.id,
    status: 3,
    productId: 7,
    denomination: '34,000 Coins',
    quantity: 1,
    delivery: ['Poppo ID:88001234'],
    createTime: '2026-11-10T11:25:00.000Z',
  },
  {
    id: 1005,
    orderSn: 'TU202611210005',
    memberId: otherMember.id,
    status: 1,
    productId: 6,
    denomination: '520 Diamonds',
    quantity: 1,
    delivery: ['Player ID:2233445566'],
    createTime: '2026-11-21T07:50:00.000Z',
  },
];
