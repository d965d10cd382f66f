import { apiRequest } from './client';
import type { Order } from './types';

export const orders = {
  /** One order by its sn (the store API also accepts the numeric id here). */
  bySn: (sn: string) => apiRequest<Order>({ path: '/homs/order/sn/:sn', params: { sn } }),
};
