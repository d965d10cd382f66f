// Product and review call shapes: the answers as store-api's schemas give them (responseData.ts); the rest
// are the store's own.
import type { Item, ResponseData } from './responseData';
import type { ProductSummary } from './types';

export type Review = Item<ResponseData<'/hpms/product/sn/{sn}/comment', 'get'>['list']>;
/** average: 1 decimal, 0 without reviews; distribution: the count per star, index 0 = 1 star. */
export type ReviewSummary = ResponseData<'/hpms/product/sn/{sn}/comment/summary', 'get'>;
export type ProductDetail = ResponseData<'/hpms/product/{id}', 'get'>;
/** A denomination of a product, priced in `currency`; `pic` is its icon, which grows with the amount. */
export type Sku = Item<ProductDetail['skus']>;

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

export interface ProductSeo {
  title: string;
  description: string;
  keywords: string[];
  canonicalPath: string;
  image: string;
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
