// Order calls of the store API that several apps make. A call one app alone makes is that app's (the
// storefront's purchase, the account centre's search and verification, the content remote's review writing).
import type { ApiRequest } from './client';
import type { OrderListQuery, OrderTotals } from './orderTypes';
import type { Review } from './productTypes';
import type { Order, Page } from './types';

export type { OrderListQuery } from './orderTypes';

/** Status 0, page size 5; `total` is the count. */
export const UNPAID_CHECK_QUERY = { status: 0, pageSize: 5 } as const;

type Id = number | string;

/** The timestamp query `t` with which the order list defeats caches. */
export const FRESHNESS_PARAM = 't';

export function ordersApi(apiRequest: ApiRequest) {
  /** The member's orders; `t` defeats caches. */
  const list = (query: OrderListQuery = {}) =>
    apiRequest<Page<Order>>({ path: '/homs/order', params: { [FRESHNESS_PARAM]: Date.now(), ...query } });
  return {
    list,
    totals: () => apiRequest<OrderTotals>({ path: '/homs/order/total' }),
    /** One order by its sn (the store API also accepts the numeric id here). */
    bySn: (sn: string) => apiRequest<Order>({ path: '/homs/order/sn/:sn', params: { sn } }),
    /** The path keeps the server's spelling "cancle". */
    cancel: (id: Id) =>
      apiRequest<Order>({ method: 'POST', path: '/homs/order/{id}/cancle', params: { id } }),
    urge: (id: Id) => apiRequest<Order>({ method: 'POST', path: '/homs/order/{id}/urge', params: { id } }),
    /** The member's review of the order, null when not written yet. */
    comment: (id: Id) => apiRequest<Review | null>({ path: '/homs/order/{id}/comment', params: { id } }),
    /** Number of unpaid orders. */
    unpaidCount: async (): Promise<number> => (await list(UNPAID_CHECK_QUERY)).total,
  };
}
