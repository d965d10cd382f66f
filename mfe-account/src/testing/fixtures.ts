// Test data shaped as store-api answers.
import {
  userStore,
  type MemberCoupon,
  type Order,
  type OrderPreview,
  type UserInfo,
} from '@topup/shared-lib';

export const member: UserInfo = {
  id: 1,
  email: 'demo@topup.test',
  phone: '',
  username: 'demo',
  nickname: 'Demo Shopper',
  certStatus: 1,
  memo: '',
  createTime: '2026-03-14T08:00:00Z',
  growth: 0,
};

export const passedPreview: OrderPreview = {
  realnameRequired: '',
  realnameStatus: 2,
  realnameRejectReason: '',
  spotcheckRequired: '',
  spotcheckStatus: 2,
  spotcheckRejectReason: '',
};

export function makeOrder(over: Partial<Order> = {}, preview: Partial<OrderPreview> = {}): Order {
  return {
    id: 11,
    orderSn: 'TU000011',
    status: 0,
    inputStatus: 0,
    productId: 2,
    productName: 'Genshin Impact',
    pic: '/media/products/genshin.svg',
    denomination: '60 Genesis Crystals',
    quantity: 1,
    amount: 0.99,
    currency: 'USD',
    delivery: JSON.stringify(['UID:800000001', 'Server：America']),
    createTime: '2026-11-20T08:00:00Z',
    payExpireTime: '2026-11-20T12:00:00Z',
    preview: { ...passedPreview, ...preview },
    ...over,
  };
}

export function makeCoupon(over: Partial<MemberCoupon> = {}): MemberCoupon {
  return {
    id: 5,
    couponId: 2,
    code: 'SAVE2',
    name: '$2 off',
    kind: 'amount',
    value: 2,
    minSpend: 10,
    productId: null,
    captureTime: '2026-11-01T00:00:00Z',
    expireTime: '2026-12-31T00:00:00Z',
    useTime: null,
    orderId: null,
    status: 'available',
    ...over,
  };
}

/** A logged-in member without a server round trip. */
export function logInLocally(): void {
  localStorage.setItem('user-token', JSON.stringify({ value: 'Bearer t', expires: Date.now() + 60_000 }));
  localStorage.setItem('user', JSON.stringify({ value: member, expires: Date.now() + 60_000 }));
  userStore.restore();
}
