export { ApiError, NETWORK_ERROR_CODE, SUCCESS_CODE, UNAUTHORIZED_CODE, type Envelope } from './envelope';
export {
  API_TIMEOUT_MS,
  createApiClient,
  fillPath,
  type ApiClientHooks,
  type ApiRequest,
  type RequestBase,
  type RequestOptions,
} from './client';
export { createApi, type Api } from './createApi';
export { callGroup } from './callGroup';
export type { HttpAnswer, HttpMethod, HttpRequest, HttpTransport } from './httpTypes';
export { TransportFailure } from './transportFailure';
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
export { INDEX_VERSION, INDEX_VERSION_HEADER } from './products';
export { FRESHNESS_PARAM } from './orders';
export { REVIEW_PAGE_SIZE } from './productTypes';
export { UNPAID_CHECK_QUERY } from './orders';
export type * from './types';
export type { Fits, Holds, ResponseData } from './responseData';
export type * from './couponTypes';
export type * from './orderTypes';
export type * from './productTypes';
export type * from './ssoTypes';
export type * from './siteTypes';
export { apiFileUrl } from './uploads';
export { failedFieldOf, failureText, isDeveloperSentence } from './failureText';
export { isUserInfo } from './isUserInfo';
