// The top-up page's coupon reads: the coupons on offer for its product, and the member's coupons usable
// on it.
import { callGroup, type Coupon, type MemberCoupon } from '@topup/shared-lib';

export const productCouponsApi = callGroup((apiRequest) => ({
  forProduct: (id: number | string) =>
    apiRequest<Coupon[]>({ path: '/hums/coupon/pid/{id}', params: { id } }),
  availableForProduct: (id: number | string) =>
    apiRequest<MemberCoupon[]>({ path: '/hums/coupon/product/available/{id}', params: { id } }),
}));
