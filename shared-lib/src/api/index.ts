export { ApiError, NETWORK_ERROR_CODE, SUCCESS_CODE, UNAUTHORIZED_CODE, type Envelope } from './envelope';
export {
  API_TIMEOUT_MS,
  apiRequest,
  configureApiClient,
  fillPath,
  type ApiClientHooks,
  type RequestOptions,
} from './client';
export { preloadApiTransport } from './transportLoader';
export { JSON_CONTENT_TYPE, TEXT_CONTENT_TYPE, requestHeaders } from './headers';
export {
  NOT_SUPPORTED_PATH,
  NOT_SUPPORTED_PHRASES,
  NOT_SUPPORTED_PHRASE_HANS,
  NOT_SUPPORTED_PHRASE_HANT,
  UNAUTHORIZED_EXEMPT_PATHS,
  classifyFailure,
  isNotSupportedMessage,
  isUnauthorizedExempt,
  type FailureKind,
} from './errorCatalogue';
export { coupons, utmTransport } from './coupons';
export { games } from './games';
export { INDEX_VERSION, INDEX_VERSION_HEADER, products } from './products';
export {
  ARTICLE_PAGE_SIZE,
  FIRST_READS,
  FRESHNESS_PARAM,
  NEWS_CATEGORY,
  memberReads,
  publicReads,
  readAddress,
  readKey,
  type ArticleListQuery,
  type PublicRead,
  type ReadPerson,
  type RouteParams,
} from './publicReads';
export { REVIEW_PAGE_SIZE } from './productTypes';
export { sso } from './sso';
export { PAID_CHECK_QUERY, UNPAID_CHECK_QUERY, orders } from './orders';
export { site } from './site';
export { payments } from './payments';
export type * from './types';
export type { ResponseData } from './responseData';
export type * from './couponTypes';
export type * from './paymentTypes';
export type * from './gameTypes';
export type * from './orderTypes';
export type * from './productTypes';
export type * from './ssoTypes';
export type * from './siteTypes';
export { apiFileUrl, uploads, type StoredUpload } from './uploads';
export { sell, type SellOfferPayload } from './sell';
export { providePageAnswers, type PageAnswers } from './pageAnswers';
