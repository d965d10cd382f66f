// Product and review calls of the store API.
import type { ApiRequest } from './client';
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
  type ProductSearchQuery,
  type ProductSeo,
  type RecommendConfig,
  type Review,
  type ReviewQuery,
  type ReviewSummary,
} from './productTypes';
import type { HomeIndex, Page, ProductSummary } from './types';

/** The home index is asked for with a header naming index version v2. */
export const INDEX_VERSION_HEADER = 'H-index-version';
export const INDEX_VERSION = 'v2';

const REVIEW_DEFAULTS: Required<ReviewQuery> = {
  pageSize: REVIEW_PAGE_SIZE,
  pageNum: 1,
  orderBy: 0,
  imgOnly: 0,
};

type Id = number | string;

export function productsApi(apiRequest: ApiRequest) {
  return {
    /** Home sections (/hpms/product/index/v2). */
    indexV2: () =>
      apiRequest<HomeIndex>({
        path: '/hpms/product/index/v2',
        headers: { [INDEX_VERSION_HEADER]: INDEX_VERSION },
      }),
    reviews: (sn: string, query: ReviewQuery = {}) =>
      apiRequest<Page<Review>>({
        path: '/hpms/product/sn/{sn}/comment',
        params: { ...REVIEW_DEFAULTS, ...query, sn },
      }),
    reviewSummary: (sn: string) =>
      apiRequest<ReviewSummary>({ path: '/hpms/product/sn/{sn}/comment/summary', params: { sn } }),
    likeReview: (id: Id) =>
      apiRequest<ReviewLike>({ path: '/hpms/product/comment/like/{id}', params: { id } }),
    banners: () => apiRequest<Banner[]>({ path: '/hpms/product/index/banner' }),
    byId: (id: Id) => apiRequest<ProductDetail>({ path: '/hpms/product/{id}', params: { id } }),
    byIdV3: (id: Id) => apiRequest<ProductDetail>({ path: '/hpms/product/v3/{id}', params: { id } }),
    /** Priced in the H-currency header's currency, with the coupons this shopper may still capture. */
    byIdV4: (id: Id) => apiRequest<ProductDetailV4>({ path: '/hpms/product/v4/{id}', params: { id } }),
    seo: (sn: string) => apiRequest<ProductSeo>({ path: '/hpms/product/sn/{sn}/seo', params: { sn } }),
    popups: () => apiRequest<HomePopup[]>({ path: '/hpms/product/index/popups' }),
    /** `prefix: 'blog'` asks for the blog's list. */
    recommendConfig: (query: { prefix?: 'blog' } = {}) =>
      apiRequest<RecommendConfig>({ path: '/hpms/product/recommend/config', params: { ...query } }),
    menu: () => apiRequest<MenuItem[]>({ path: '/hpms/product/index/v2/menu' }),
    menuItem: (id: Id) =>
      apiRequest<MenuDetail>({ path: '/hpms/product/index/v2/menu/{id}', params: { id } }),
    deliveryFields: (sn: string) =>
      apiRequest<ProductDelivery>({ path: '/hpms/product/sn/{sn}/delivery', params: { sn } }),
    /** Games and products by name, English or Chinese, best match first (store-api, beyond the calls the store was asked for). */
    search: (query: ProductSearchQuery) =>
      apiRequest<Page<ProductSummary>>({ path: '/hpms/product/search', params: { ...query } }),
    afterPayFields: (sn: string) =>
      apiRequest<AfterPayFields>({ path: '/hpms/product/sn/{sn}/input/afterpay', params: { sn } }),
  };
}
