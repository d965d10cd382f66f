// Order call shapes beyond `Order` (those the store API does not describe are the store's own).
import type { Loose, ResponseData } from './responseData';

export interface OrderListQuery {
  status?: number;
  pageNum?: number;
  pageSize?: number;
}

/** Counts of the member's orders by status. */
export type OrderTotals = Loose<ResponseData<'/homs/order/total', 'get'>, 'refunded'>;

/** A one-time upload slot ("sts" calls): PUT the bytes to uploadUrl with uploadHeaders, then pass url back. */
export type UploadTicket = ResponseData<'/homs/order/{id}/preview/sts', 'get'>;
