// Product and review calls of the store API that several apps make. A call one app alone makes is that
// app's (the storefront's catalogue calls, the content remote's review calls).
import type { ApiRequest } from './client';
import {
  REVIEW_PAGE_SIZE,
  type MenuItem,
  type ProductDetail,
  type ProductSeo,
  type RecommendConfig,
  type Review,
  type ReviewQuery,
} from './productTypes';
import type { HomeIndex, Page } from './types';

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
    byId: (id: Id) => apiRequest<ProductDetail>({ path: '/hpms/product/{id}', params: { id } }),
    seo: (sn: string) => apiRequest<ProductSeo>({ path: '/hpms/product/sn/{sn}/seo', params: { sn } }),
    /** `prefix: 'blog'` asks for the blog's list. */
    recommendConfig: (query: { prefix?: 'blog' } = {}) =>
      apiRequest<RecommendConfig>({ path: '/hpms/product/recommend/config', params: { ...query } }),
    menu: () => apiRequest<MenuItem[]>({ path: '/hpms/product/index/v2/menu' }),
  };
}
