// Test data shaped as store-api answers; orders come from shared-lib's `orderFixture`, stores from its
// `testStores` (a fresh set per test).
import type { MemberCoupon, Stores, UserInfo } from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/testing';

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

/** A fresh store set logged in as `member`, without a server round trip. */
export function memberStores(): Stores {
  return testStores({ session: testSession(member, 'Bearer t') });
}
