export { ApiError, type Envelope } from './envelope';
export { API_TIMEOUT_MS, apiRequest, configureApiClient, fillPath, type RequestOptions } from './client';
export { products } from './products';
export { sso } from './sso';
export { orders } from './orders';
export { site } from './site';
export type * from './types';
