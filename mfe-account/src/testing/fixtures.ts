// Test data shaped as store-api answers; orders come from shared-lib's `orderFixture`.
import { userStore, type MemberCoupon, type UserInfo } from '@topup/shared-lib';

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
