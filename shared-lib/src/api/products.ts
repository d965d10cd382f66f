// Product and review calls of spec 7.
import { apiRequest } from './client';
import {
  REVIEW_PAGE_SIZE,
  type Banner,
  type HomePopup,
  type MenuDetail,
  type MenuItem,
  type ProductDetail,
  type AfterPayFields,
  type ProductDelivery,
  type ProductDetailV4,
  type ReviewLike,
  type ProductSeo,
  type RecommendConfig,
  type Review,
  type ReviewQuery,
  type ReviewSummary,
} from './productTypes';
import type { HomeIndex, Page } from './types';
import { publicReads } from './publicReads';

export { INDEX_VERSION, INDEX_VERSION_HEADER } from './publicReads';

const REVIEW_DEFAULTS: Required<ReviewQuery> = {
  pageSize: REVIEW_PAGE_SIZE,
  pageNum: 1,
  orderBy: 0,
  imgOnly: 0,
};

type Id = number | string;

export const products = {
  /** Home sections (spec 7: /hpms/product/index/v2). */
  indexV2: () => apiRequest<HomeIndex>(publicReads.homeIndex()),
  reviews: (sn: string, query: ReviewQuery = {}) =>
    apiRequest<Page<Review>>({
      path: '/hpms/product/sn/{sn}/comment',
      params: { ...REVIEW_DEFAULTS, ...query, sn },
    }),
  reviewSummary: (sn: string) =>
    apiRequest<ReviewSummary>({ path: '/hpms/product/sn/{sn}/comment/summary', params: { sn } }),
  likeReview: (id: Id) => apiRequest<ReviewLike>({ path: '/hpms/product/comment/like/{id}', params: { id } }),
  banners: () => apiRequest<Banner[]>(publicReads.banners()),
  byId: (id: Id) => apiRequest<ProductDetail>({ path: '/hpms/product/{id}', params: { id } }),
  byIdV3: (id: Id) => apiRequest<ProductDetail>({ path: '/hpms/product/v3/{id}', params: { id } }),
  byIdV4: (id: Id) => apiRequest<ProductDetailV4>(publicReads.productDetail(String(id))),
  seo: (sn: string) => apiRequest<ProductSeo>(publicReads.productSeo(sn)),
  popups: () => apiRequest<HomePopup[]>(publicReads.popups()),
  /** `prefix: 'blog'` asks for the blog's list (spec 7). */
  recommendConfig: (query: { prefix?: 'blog' } = {}) =>
    apiRequest<RecommendConfig>(publicReads.recommendConfig(query)),
  menu: () => apiRequest<MenuItem[]>(publicReads.menu()),
  menuItem: (id: Id) => apiRequest<MenuDetail>(publicReads.menuItem(String(id))),
  deliveryFields: (sn: string) => apiRequest<ProductDelivery>(publicReads.productDelivery(sn)),
  afterPayFields: (sn: string) =>
    apiRequest<AfterPayFields>({ path: '/hpms/product/sn/{sn}/input/afterpay', params: { sn } }),
};
