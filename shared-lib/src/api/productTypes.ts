// Product and review call shapes. Fields the spec does not show are the store's own.
import type { Coupon } from './couponTypes';
import type { ProductKind, ProductSummary } from './types';

/** Review page size 30; defaults of the store API. */
export const REVIEW_PAGE_SIZE = 30;

export interface ReviewQuery {
  pageSize?: number;
  pageNum?: number;
  /** 0 newest first. */
  orderBy?: number;
  /** 1 only reviews with pictures. */
  imgOnly?: 0 | 1;
}

export interface Review {
  id: number;
  productId: number;
  orderId: number | null;
  author: string;
  rating: number;
  content: string;
  images: string[];
  likeCount: number;
  /** Whether the logged-in member liked it (false when anonymous). */
  liked: boolean;
  createTime: string;
}

export interface ReviewSummary {
  total: number;
  /** Mean rating, 1 decimal; 0 without reviews. */
  average: number;
  /** Count per star, index 0 = 1 star. */
  distribution: number[];
  withImages: number;
}

export interface ReviewLike {
  liked: true;
  likeCount: number;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
  /** Internal links that need a login. */
  needLogin: boolean;
}

/** A denomination of a product, priced in `currency`. */
export interface Sku {
  id: number;
  name: string;
  price: number;
  originalPrice: number | null;
  currency: string;
  /** The pack's icon, which grows with the amount; a pack without one shows none. */
  pic?: string;
}

export interface ProductDetail {
  id: number;
  sn: string;
  linkName: string;
  name: string;
  kind: ProductKind;
  pic: string;
  description: string;
  /** Labels of the delivery fields asked before payment. */
  inputFields: string[];
  /** Labels asked after payment. */
  afterPayFields: string[];
  deliveryMinutes: number;
  hot: boolean;
  recommend: boolean;
  skus: Sku[];
}

/** v4: the detail plus the coupons on offer and the review summary, in one call. */
export interface ProductDetailV4 extends ProductDetail {
  coupons: Coupon[];
  reviewSummary: ReviewSummary;
}

export interface ProductSeo {
  title: string;
  description: string;
  keywords: string[];
  canonicalPath: string;
  image: string;
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

/** Recommend config with enabled flag and recommend array. */
export interface RecommendConfig {
  enabled: boolean;
  recommend: ProductSummary[];
}

/** Icon, label, value (the shell maps them to image, title, id). */
export interface MenuItem {
  id: number;
  label: string;
  icon: string;
  value: number;
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

/** GET /hpms/product/search: pageSize 1-50 (10 by default), pageNum from 1. */
export interface ProductSearchQuery {
  keyword: string;
  pageNum?: number;
  pageSize?: number;
}

export interface AfterPayFields {
  /** Stored labels: answers are sent as "label:value" with these. */
  fields: string[];
  /** The same fields as shown, in the shopper's language. */
  labels?: string[];
}
