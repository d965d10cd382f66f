// Order call shapes beyond `Order` (where the spec says "not shown" these are the store's own).
export interface OrderListQuery {
  status?: number;
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
