import type { ResponseData } from './responseData';

// Order call shapes beyond `Order` (where the spec says "not shown" these are the store's own).
export interface OrderListQuery {
  status?: number;
  pageNum?: number;
  pageSize?: number;
}

export interface OrderSearchQuery {
  /** Required by store-api: matched against the sn and product name. */
  keyword: string;
  pageNum?: number;
  pageSize?: number;
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

/** Counts of the member's orders by status (store-api /homs/order/total). */
export interface OrderTotals {
  total: number;
  unpaid: number;
  paid: number;
  finished: number;
  cancelled: number;
  refunded?: number;
  overUnpaidThreshold: boolean;
}

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

/** A one-time upload slot ("sts" calls): PUT the bytes to uploadUrl with uploadHeaders, then pass url back. */
export interface UploadTicket {
  fileName: string;
  key: string;
  /** The storage's own URL for this one write (the store-api sandbox's, relative to the API, or a bucket's). */
  uploadUrl: string;
  /** Headers the PUT must carry, e.g. the bucket's "never overwrite" condition. */
  uploadHeaders: Record<string, string>;
  url: string;
  expireTime: string;
}

export interface RealnamePayload {
  realName: string;
  /** The validation rules idCard rule. */
  idCard: string;
  images: string[];
}

export interface SpotcheckPayload {
  images: string[];
}

export interface OrderComment {
  rating: number;
  content: string;
  images: string[];
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

/** What the identity widget reported at the end of its review: a report, not the decision. */
export interface WidgetPreviewPayload {
  reviewStatus: string;
  reviewAnswer: 'GREEN' | 'RED';
  rejectReason?: string;
}
