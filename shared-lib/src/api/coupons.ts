// Coupon calls of the store API that several apps make (a call one app alone makes is that app's).
import type { ApiRequest } from './client';
import type { Coupon, CouponList, MemberCoupon, RedemptionPayload, VipDiscount } from './couponTypes';

export function couponsApi(apiRequest: ApiRequest) {
  return {
    capture: (id: number | string) =>
      apiRequest<MemberCoupon>({ method: 'POST', path: '/hums/coupon/{id}/capture', params: { id } }),
    /** Redeem a code; the form shows the failure itself (no error toast). */
    redeem: (payload: RedemptionPayload) =>
      apiRequest<MemberCoupon>({
        method: 'POST',
        path: '/hums/coupon/capture/redemption',
        params: { ...payload },
        toast: false,
      }),
    /** The new-user offer; a store with none answers 404, which pages show (or leave out) themselves. */
    newUser: (id: number | string) =>
      apiRequest<Coupon | null>({ path: '/public/newuser/coupon/{id}', params: { id }, toast: false }),
    /** data is the list itself; 401-exempt. */
    memberAvailable: () => apiRequest<MemberCoupon[]>({ path: '/hums/coupon/member/available' }),
    memberUsed: () => apiRequest<CouponList>({ path: '/hums/coupon/member/used' }),
    /** 401-exempt. */
    vipDiscount: () => apiRequest<VipDiscount>({ path: '/hums/vip/discount' }),
  };
}
