// Shapes of the store-api answers the apps read. Field names follow the data model.

export type ProductKind = 'game' | 'live';
export type HomeSectionKey = 'hot' | 'game' | 'live' | 'recommend' | 'all';

export interface ProductSummary {
  id: number;
  sn: string;
  linkName: string;
  name: string;
  kind: ProductKind;
  pic: string;
  currency: string;
  minPrice: number;
  originalPrice: number | null;
  hot: boolean;
  recommend: boolean;
  /** Minutes the store promises between payment and delivery; cards without it show none. */
  deliveryMinutes?: number;
}

/** The neutral marks of the ways to pay (store-api draws them; no payment brand's logo). */
export type PaymentMark = 'card' | 'mobile-wallet' | 'e-wallet' | 'bank';

/** Reasons to trust the store, counted by store-api from its own records. */
export interface StoreTrust {
  ordersDelivered: number;
  /** Mean stars of every review, 1 decimal; 0 without reviews. */
  averageRating: number;
  ratingCount: number;
  /** The delivery time most products promise, in minutes. */
  typicalDeliveryMinutes: number;
  paymentMarks: Array<{ id: PaymentMark; pic: string }>;
}

export interface HomeIndex {
  sections: Array<{ key: HomeSectionKey; products: ProductSummary[] }>;
  /** Absent from a store-api that does not count them: the home page then shows no trust strip. */
  trust?: StoreTrust;
}

export interface UserInfo {
  id: number;
  email: string;
  phone: string;
  username: string;
  nickname: string;
  /** 1 = approved */
  certStatus: number;
  memo: string;
  createTime: string;
  growth: number;
  /**
   * false: the member signed in with an e-mailed code and has set no password yet. Absent in a copy
   * stored before the store sent it: taken as having one.
   */
  hasPassword?: boolean;
}

export interface LoginResult {
  token: string;
  tokenHead: string;
}

export interface OrderPreview {
  realnameRequired: string;
  realnameStatus: number;
  realnameRejectReason: string;
  spotcheckRequired: string;
  spotcheckStatus: number;
  spotcheckRejectReason: string;
}

export interface Order {
  id: number;
  orderSn: string;
  /** 0 unpaid, 1 paid; store-api: 2 finished, 3 cancelled, 4 refunded. */
  status: number;
  inputStatus: number;
  productId: number;
  productName: string;
  pic: string;
  denomination: string;
  quantity: number;
  amount: number;
  currency: string;
  /** JSON array of "label:value" strings. */
  delivery: string;
  createTime: string;
  payExpireTime: string;
  preview: OrderPreview;
  /** Price before discounts, in the order's currency (store-api). */
  originalAmount?: number;
  vipDiscount?: number;
  couponDiscount?: number;
  payTime?: string | null;
  urgeTime?: string | null;
  /** Where its payment stands at the provider (the result page's poll); null before any was started. */
  paymentStatus?: PaymentStatus | null;
}

/**
 * store-api's payment session states: `closed` once the order no longer waits for payment (paid
 * elsewhere, cancelled, pay window over), so a pending payment never keeps a page waiting.
 */
export type PaymentStatus = 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'closed';

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
