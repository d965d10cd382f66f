// The member's three coupon lists (available, expired, used), read together by the coupons
// panel's loader, each settled on its own, so switching lists shows what is already read; and the
// store's new-user offer, which an empty list of available coupons offers as the next step.
import {
  callGroup,
  dataOr,
  settle,
  type Api,
  type Coupon,
  type CouponList,
  type MemberCoupon,
  type Settled,
} from '@topup/shared-lib';

export const COUPON_LISTS = ['available', 'expired', 'used'] as const;
export type CouponListKey = (typeof COUPON_LISTS)[number];

/** Coupon id 0 asks for the store's current new-user offer. */
export const CURRENT_NEW_USER_OFFER = 0;

export type CouponLists = Record<CouponListKey, Settled<MemberCoupon[]>> & {
  /** The new-user offer as read for the member (null: none, or it could not be read). */
  newUserOffer?: Coupon | null;
};

/** The panel's own read: the member's expired coupons. */
export const expiredCouponsApi = callGroup((apiRequest) => ({
  memberExpired: () => apiRequest<CouponList>({ path: '/hums/coupon/member/expired' }),
}));

export async function readCouponLists(api: Api): Promise<CouponLists> {
  const { coupons } = api;
  const [available, expired, used, newUserOffer] = await Promise.all([
    settle(coupons.memberAvailable()),
    settle(
      expiredCouponsApi(api)
        .memberExpired()
        .then((answer) => answer.list),
    ),
    settle(coupons.memberUsed().then((answer) => answer.list)),
    settle(coupons.newUser(CURRENT_NEW_USER_OFFER)),
  ]);
  return { available, expired, used, newUserOffer: dataOr(newUserOffer) };
}
