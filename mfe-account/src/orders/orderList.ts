// The member's order list as its address names it: a status filter (`?status=paid`) and a page
// (`?page=2`), read by the orders panel's loader and shown by OrdersPanel.
import { ORDER_STATUS_PAID, ORDER_STATUS_UNPAID } from '@topup/shared-lib';

export const ORDER_STATUS_FINISHED = 2;
export const ORDER_STATUS_CANCELLED = 3;
/** store-api's default page size of GET /homs/order. */
export const ORDERS_PAGE_SIZE = 10;

/** The query parameters of the list's address. */
export const ORDER_FILTER_PARAM = 'status';
export const ORDER_PAGE_PARAM = 'page';

/** The status filters of the order list; 'all' sends no status. */
export const STATUS_FILTERS = ['all', 'unpaid', 'paid', 'finished', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_OF_FILTER: Record<StatusFilter, number | undefined> = {
  all: undefined,
  unpaid: ORDER_STATUS_UNPAID,
  paid: ORDER_STATUS_PAID,
  finished: ORDER_STATUS_FINISHED,
  cancelled: ORDER_STATUS_CANCELLED,
};

export const isStatusFilter = (value: string | null): value is StatusFilter =>
  value !== null && (STATUS_FILTERS as readonly string[]).includes(value);

/** The filter the address names; 'all' when none or an unknown one. */
export const statusFilterOf = (query: URLSearchParams): StatusFilter => {
  const value = query.get(ORDER_FILTER_PARAM);
  return isStatusFilter(value) ? value : 'all';
};

/** The page the address names; the first when none, or not a whole number above 0. */
export const orderPageOf = (query: URLSearchParams): number => {
  const page = Number(query.get(ORDER_PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** What the list asks store-api for, in one order whoever asks. */
export const orderListQuery = (filter: StatusFilter, pageNum: number) => ({
  status: STATUS_OF_FILTER[filter],
  pageNum,
  pageSize: ORDERS_PAGE_SIZE,
});
