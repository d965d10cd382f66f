// The member's three coupon lists (spec 7: available, expired, used), read together by the coupons
// panel's loader, each settled on its own, so switching lists shows what is already read.
import { settle, type Api, type MemberCoupon, type Settled } from '@topup/shared-lib';

export const COUPON_LISTS = ['available', 'expired', 'used'] as const;
export type CouponListKey = (typeof COUPON_LISTS)[number];

export type CouponLists = Record<CouponListKey, Settled<MemberCoupon[]>>;

export async function readCouponLists({ coupons }: Api): Promise<CouponLists> {
  const [available, expired, used] = await Promise.all([
    settle(coupons.memberAvailable()),
    settle(coupons.memberExpired().then((answer) => answer.list)),
    settle(coupons.memberUsed().then((answer) => answer.list)),
  ]);
  return { available, expired, used };
}
