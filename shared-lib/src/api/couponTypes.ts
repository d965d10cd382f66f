// Coupon shapes (fields not shown there; these follow store-api's coupon routes).

export type CouponKind = 'amount' | 'percent';

export interface Coupon {
  id: number;
  code: string;
  name: string;
  kind: CouponKind;
  /** Currency amount for 'amount', percent for 'percent'. */
  value: number;
  minSpend: number;
  productId: number | null;
  newUser: boolean;
  validDays: number;
  endTime: string;
  remaining: number;
  /** Whether the logged-in member already holds it. */
  captured: boolean;
}

export type MemberCouponStatus = 'available' | 'used' | 'expired';

export interface MemberCoupon {
  /** The member coupon id: what an order passes as memberCouponId. */
  id: number;
  couponId: number;
  code: string;
  name: string;
  kind: CouponKind;
  value: number;
  minSpend: number;
  productId: number | null;
  captureTime: string;
  expireTime: string;
  useTime: string | null;
  orderId: number | null;
  status: MemberCouponStatus;
  /** The unpaid order holding it while its pay window is open (its status is 'used' until then). */
  heldBy?: CouponHolder | null;
}

/** An unpaid order that holds a coupon: paying spends it, cancelling or letting the window close frees it. */
export interface CouponHolder {
  orderId: number;
  orderSn: string;
  payExpireTime: string;
}

/** Expired and used lists come wrapped (data.list). */
export interface CouponList {
  list: MemberCoupon[];
}

export interface VipDiscount {
  level: number;
  growth: number;
  discountPercent: number;
  /** Growth needed for the next level; null at the top. */
  nextLevelGrowth: number | null;
}

export interface RedemptionPayload {
  code: string;
}

/** UTM tracker payload: every query parameter of the page plus the stored uuid. */
export type UtmPayload = Record<string, string>;
