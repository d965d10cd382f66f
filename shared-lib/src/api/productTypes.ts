// Product and review call shapes. Fields the spec does not show are the store's own.
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
