// Coupon shapes: the answers as store-api's coupon routes give them (responseData.ts).
import type { Item, Loose, ResponseData } from './responseData';

/** `value` is a currency amount for 'amount', a percent for 'percent'; `captured`: the member holds it. */
export type Coupon = Item<ResponseData<'/hums/coupon/pid/{id}', 'get'>>;

/**
 * A coupon the member holds: `id` is what an order passes as memberCouponId. `heldBy` is the unpaid order
 * holding it while its pay window is open (its status is 'used' until then).
 */
export type MemberCoupon = Loose<Item<ResponseData<'/hums/coupon/member/available', 'get'>>, 'heldBy'>;

/** Expired and used lists come wrapped (data.list). */
export interface CouponList {
  list: MemberCoupon[];
}

/** nextLevelGrowth: the growth needed for the next level; null at the top. */
export type VipDiscount = ResponseData<'/hums/vip/discount', 'get'>;

export interface RedemptionPayload {
  code: string;
}
