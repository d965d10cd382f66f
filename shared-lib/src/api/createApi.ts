// The calls of the store API, grouped by back-end area, bound to one client (api/client.ts). A store set has
// one (stores/createStores.ts): components reach it through `useStores().api`, route loaders through
// their `stores`, so a call always carries the member, language and currency of its own tab or request.
import type { ApiRequest } from './client';
import { couponsApi } from './coupons';
import { ordersApi } from './orders';
import { productsApi } from './products';
import { ssoApi } from './sso';
import { uploadsApi } from './uploads';

export function createApi(request: ApiRequest) {
  return {
    request,
    coupons: couponsApi(request),
    orders: ordersApi(request),
    products: productsApi(request),
    sso: ssoApi(request),
    uploads: uploadsApi(),
  };
}

export type Api = ReturnType<typeof createApi>;
