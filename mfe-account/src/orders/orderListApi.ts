// The account centre's own order calls of the store API (search, removal, the input form of an order
// waiting for delivery fields), bound to the store set's api client.
import { callGroup, type Order, type Page } from '@topup/shared-lib';

export interface OrderSearchQuery {
  /** Required by store-api: matched against the sn and product name. */
  keyword: string;
  pageNum?: number;
  pageSize?: number;
}

export interface DeliveryReason {
  inputStatus: number;
  /** Why the order waits for the shopper; empty when it does not. */
  reason: string;
  /** The form's fields by their stored labels: answers are sent as "label:value" with these. */
  fields: string[];
  /** The same fields as shown, in the shopper's language. */
  labels?: string[];
  /** What was sent last time, or null. */
  submitted: string[] | null;
}

/** Delivery input submitted after payment: "label:value" strings. */
export interface DeliveryPayload {
  fields: string[];
}

type Id = number | string;

export const orderListApi = callGroup((apiRequest) => ({
  search: (query: OrderSearchQuery) =>
    apiRequest<Page<Order>>({ path: '/homs/order/search', params: { ...query } }),
  remove: (id: Id) => apiRequest<null>({ method: 'DELETE', path: '/homs/order/{id}', params: { id } }),
  deliveryReason: (id: Id) =>
    apiRequest<DeliveryReason>({ path: '/homs/order/{id}/delivery/reason', params: { id } }),
  submitDelivery: (id: Id, payload: DeliveryPayload) =>
    apiRequest<Order>({ method: 'POST', path: '/homs/order/{id}/delivery', params: { ...payload, id } }),
}));
