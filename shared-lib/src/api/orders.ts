// Order calls of the store API.
import type { ApiRequest } from './client';
import type {
  CreateOrderPayload,
  DeliveryPayload,
  DeliveryReason,
  OrderComment,
  OrderListQuery,
  OrderQuote,
  OrderQuotePayload,
  OrderSearchQuery,
  OrderTotals,
  PageQuery,
  RealnamePayload,
  SpotcheckPayload,
  UploadTicket,
  WidgetPreviewPayload,
} from './orderTypes';
import type { Review } from './productTypes';
import type { Order, Page } from './types';

export type { OrderListQuery } from './orderTypes';

/** The header that names a purchase attempt (store-api: one order per key and member). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

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
    remove: (id: Id) => apiRequest<null>({ method: 'DELETE', path: '/homs/order/{id}', params: { id } }),
    /**
     * Payload plus the client date; the checkout shows the failure itself (no error toast). The key names
     * the purchase attempt: sent again with the same key, the call answers the order it first created.
     */
    create: (payload: CreateOrderPayload, idempotencyKey: string) =>
      apiRequest<Order>({
        method: 'POST',
        path: '/homs/order/v2',
        params: { ...payload, date: new Date().toISOString() },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        toast: false,
      }),
    /**
     * The price store-api would charge for these inputs, from the very function order creation prices
     * with (guests too, without a coupon). The page shows the failure itself (no error toast).
     */
    quote: (payload: OrderQuotePayload) =>
      apiRequest<OrderQuote>({
        method: 'POST',
        path: '/homs/order/quote',
        params: { ...payload },
        toast: false,
      }),
    /** The path keeps the server's spelling "cancle". */
    cancel: (id: Id) =>
      apiRequest<Order>({ method: 'POST', path: '/homs/order/{id}/cancle', params: { id } }),
    urge: (id: Id) => apiRequest<Order>({ method: 'POST', path: '/homs/order/{id}/urge', params: { id } }),
    search: (query: OrderSearchQuery) =>
      apiRequest<Page<Order>>({ path: '/homs/order/search', params: { ...query } }),
    /** Upload slot for a verification picture ("sts": storage credentials). */
    previewUploadTicket: (id: Id) =>
      apiRequest<UploadTicket>({ path: '/homs/order/{id}/preview/sts', params: { id } }),
    /** Upload slots for review pictures, one per file name (array payload). */
    commentUploadTickets: (id: Id, fileNames: string[]) =>
      apiRequest<UploadTicket[]>({
        method: 'POST',
        path: '/homs/order/{id}/comment/sts',
        params: { id },
        body: fileNames,
      }),
    submitRealname: (id: Id, payload: RealnamePayload) =>
      apiRequest<Order>({
        method: 'POST',
        path: '/homs/order/{id}/preview/realname',
        params: { ...payload, id },
      }),
    submitSpotcheck: (id: Id, payload: SpotcheckPayload) =>
      apiRequest<Order>({
        method: 'POST',
        path: '/homs/order/{id}/preview/spotcheck',
        params: { ...payload, id },
      }),
    deliveryReason: (id: Id) =>
      apiRequest<DeliveryReason>({ path: '/homs/order/{id}/delivery/reason', params: { id } }),
    submitDelivery: (id: Id, payload: DeliveryPayload) =>
      apiRequest<Order>({ method: 'POST', path: '/homs/order/{id}/delivery', params: { ...payload, id } }),
    /** The member's review of the order, null when not written yet. */
    comment: (id: Id) => apiRequest<Review | null>({ path: '/homs/order/{id}/comment', params: { id } }),
    submitComment: (id: Id, payload: OrderComment) =>
      apiRequest<Review>({ method: 'POST', path: '/homs/order/{id}/comment', params: { ...payload, id } }),
    /** Orders that carry verification state. */
    withPreview: (query: PageQuery = {}) =>
      apiRequest<Page<Order>>({ path: '/homs/order/preview', params: { ...query } }),
    /** Paid orders still waiting for their input forms. */
    deliveryUnfilled: (query: PageQuery = {}) =>
      apiRequest<Page<Order>>({ path: '/homs/order/delivery/unfilled', params: { ...query } }),
    /** The identity-widget access token (data is the token). */
    widgetToken: (sn: string) =>
      apiRequest<string>({ path: '/homs/order/{sn}/sumsub/token', params: { sn } }),
    /**
     * The widget says its review completed. store-api asks the identity provider for the decision
     * and answers the order as it now is; the payload is the widget's report, kept, never the decision.
     */
    submitWidgetPreview: (sn: string, payload: WidgetPreviewPayload) =>
      apiRequest<Order>({ method: 'POST', path: '/homs/order/{sn}/preview', params: { ...payload, sn } }),
    /** Number of unpaid orders. */
    unpaidCount: async (): Promise<number> => (await list(UNPAID_CHECK_QUERY)).total,
  };
}
