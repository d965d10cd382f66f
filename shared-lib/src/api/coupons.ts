// Coupon calls of the store API.
import type { ApiRequest } from './client';
import type {
  Coupon,
  CouponList,
  MemberCoupon,
  RedemptionPayload,
  UtmPayload,
  VipDiscount,
} from './couponTypes';
import { ApiError, SUCCESS_CODE } from './envelope';

export function couponsApi(apiRequest: ApiRequest) {
  return {
    capture: (id: number | string) =>
      apiRequest<MemberCoupon>({ method: 'POST', path: '/hums/coupon/{id}/capture', params: { id } }),
    /** Coupons offered on a product page. */
    forProduct: (id: number | string) =>
      apiRequest<Coupon[]>({ path: '/hums/coupon/pid/{id}', params: { id } }),
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
    /** The member's coupons usable on a product. */
    availableForProduct: (id: number | string) =>
      apiRequest<MemberCoupon[]>({ path: '/hums/coupon/product/available/{id}', params: { id } }),
    /** data is the list itself; 401-exempt. */
    memberAvailable: () => apiRequest<MemberCoupon[]>({ path: '/hums/coupon/member/available' }),
    memberExpired: () => apiRequest<CouponList>({ path: '/hums/coupon/member/expired' }),
    memberUsed: () => apiRequest<CouponList>({ path: '/hums/coupon/member/used' }),
    /** Coupons held by the member's unpaid orders (store-api, beyond the calls the store was asked for), each with its `heldBy`. */
    memberHeld: () => apiRequest<CouponList>({ path: '/hums/coupon/member/held' }),
    /** 401-exempt. */
    vipDiscount: () => apiRequest<VipDiscount>({ path: '/hums/vip/discount' }),
    /** Campaign data; never toasts and never throws on an envelope: the caller reads the code. */
    utmTracker: async (payload: UtmPayload): Promise<{ code: number; data?: unknown }> => {
      try {
        const data = await apiRequest<unknown>({
          method: 'POST',
          path: '/hums/utm/tracker',
          params: payload,
          toast: false,
        });
        return { code: SUCCESS_CODE, data };
      } catch (error) {
        if (error instanceof ApiError) return { code: error.code, data: error.data };
        throw error;
      }
    },
  };
}
