// The storefront's own product calls of the store API, bound to the store set's api client.
import { callGroup, type ProductDetail } from '@topup/shared-lib';
import type {
  AfterPayFields,
  Banner,
  HomePopup,
  MenuDetail,
  ProductDelivery,
  ProductDetailV4,
} from './catalogueTypes';

type Id = number | string;

export const catalogueApi = callGroup((apiRequest) => ({
  banners: () => apiRequest<Banner[]>({ path: '/hpms/product/index/banner' }),
  popups: () => apiRequest<HomePopup[]>({ path: '/hpms/product/index/popups' }),
  byIdV3: (id: Id) => apiRequest<ProductDetail>({ path: '/hpms/product/v3/{id}', params: { id } }),
  /** Priced in the H-currency header's currency, with the coupons this shopper may still capture. */
  byIdV4: (id: Id) => apiRequest<ProductDetailV4>({ path: '/hpms/product/v4/{id}', params: { id } }),
  menuItem: (id: Id) => apiRequest<MenuDetail>({ path: '/hpms/product/index/v2/menu/{id}', params: { id } }),
  deliveryFields: (sn: string) =>
    apiRequest<ProductDelivery>({ path: '/hpms/product/sn/{sn}/delivery', params: { sn } }),
  afterPayFields: (sn: string) =>
    apiRequest<AfterPayFields>({ path: '/hpms/product/sn/{sn}/input/afterpay', params: { sn } }),
}));
