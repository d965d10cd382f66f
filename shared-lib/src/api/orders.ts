import { apiRequest } from './client';
import type { Order, Page } from './types';

export interface OrderListQuery {
  status?: number;
  pageNum?: number;
  pageSize?: number;
}

export const orders = {
  /** The member's orders; `t` defeats caches (spec 7). */
  list: (query: OrderListQuery = {}) =>
    apiRequest<Page<Order>>({ path: '/homs/order', params: { t: Date.now(), ...query } }),
  /** One order by its sn (the store API also accepts the numeric id here). */
  bySn: (sn: string) => apiRequest<Order>({ path: '/homs/order/sn/:sn', params: { sn } }),
};
