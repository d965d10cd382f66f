// The storefront's own product calls' shapes (home banners and popups, a category's products, the
// top-up page's detail, delivery and after-payment fields). Some fields are store-api's own.
import type { Coupon, MenuItem, ProductDetail, ProductSummary, ReviewSummary } from '@topup/shared-lib';

export interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
  /** Internal links that need a login. */
  needLogin: boolean;
}

export interface HomePopup {
  id: number;
  /** Quotes no money: the page names the coupon's value in the shopper's currency. */
  title: string;
  image: string;
  link: string;
  /** The coupon it offers, in USD as coupons keep it (useCouponMoney converts it), or null. */
  coupon: { kind: 'amount' | 'percent'; value: number; minSpend: number } | null;
}

export interface MenuDetail extends MenuItem {
  products: ProductSummary[];
}

export interface ProductDelivery {
  method: string;
  deliveryMinutes: number;
  inputFields: string[];
  note: string;
}

/** v4: the detail plus the coupons on offer and the review summary, in one call. */
export interface ProductDetailV4 extends ProductDetail {
  coupons: Coupon[];
  reviewSummary: ReviewSummary;
}

export interface AfterPayFields {
  /** Stored labels: answers are sent as "label:value" with these. */
  fields: string[];
  /** The same fields as shown, in the shopper's language. */
  labels?: string[];
}
