// The top-up page's order calls of the store API: the price quote and the order itself, bound to the
// store set's api client. Both show their failure on the page (no toast).
import { callGroup, type Order, type ResponseData } from '@topup/shared-lib';

export interface CreateOrderPayload {
  productId: number;
  /** The denomination (SKU) bought. */
  skuId: number;
  quantity: number;
  /** Delivery fields as "label:value" strings. */
  delivery: string[];
  memberCouponId?: number;
  /** Defaults to the H-currency header on the server. */
  currency?: string;
}

/** What a quote is asked for: an order's pricing inputs, without its delivery. */
export type OrderQuotePayload = Omit<CreateOrderPayload, 'delivery'>;

/**
 * store-api's price for an order with these inputs, field for field as the created order will show it
 * (amount = the order's amount). Every page shows these figures, never its own sums.
 */
export type OrderQuote = ResponseData<'/homs/order/quote', 'post'>;

/** The header that names a purchase attempt (store-api: one order per key and member). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const purchaseApi = callGroup((apiRequest) => ({
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
}));
