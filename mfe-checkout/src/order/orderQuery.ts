// How checkout's addresses name an order: `oid` (/order/detail?oid=), and on the pages the
// payment provider returns to also `orderSn` (the return address carries both).
export const ORDER_ID_PARAM = 'oid';
export const ORDER_SN_PARAM = 'orderSn';

/** The order a payment return names: `oid`, else `orderSn`; '' for none. */
export const returnedOrderId = (query: URLSearchParams): string =>
  (query.get(ORDER_ID_PARAM) ?? query.get(ORDER_SN_PARAM) ?? '').trim();

/** The order's page. */
export const orderDetailPath = (oid: string): string =>
  `/order/detail?${ORDER_ID_PARAM}=${encodeURIComponent(oid)}`;

/** The payment result page of an order, at its file-based address (the route table /order/PayResult). */
export const payResultPath = (oid: string): string =>
  `/order/PayResult?${ORDER_ID_PARAM}=${encodeURIComponent(oid)}`;
