// The member's order list as its address names it: a status filter (`?status=paid`), a page (`?page=2`)
// and a search (`?q=TU2`), read by the orders panel's loader (ordersPanelLoader.ts) and shown by
// OrdersPanel, whose filters, pages and search change the address.
import {
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_FINISHED,
  ORDER_STATUS_PAID,
  ORDER_STATUS_UNPAID,
} from '@topup/shared-lib';

/** store-api's default page size of GET /homs/order. */
export const ORDERS_PAGE_SIZE = 10;

/** The query parameters of the list's address. */
export const ORDER_FILTER_PARAM = 'status';
export const ORDER_PAGE_PARAM = 'page';
export const ORDER_SEARCH_PARAM = 'q';

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

/** The search the address names, trimmed; '' when none (the list by status). */
export const orderSearchOf = (query: URLSearchParams): string => (query.get(ORDER_SEARCH_PARAM) ?? '').trim();

/** What the list asks store-api for, in one order whoever asks. */
export const orderListQuery = (filter: StatusFilter, pageNum: number) => ({
  status: STATUS_OF_FILTER[filter],
  pageNum,
  pageSize: ORDERS_PAGE_SIZE,
});
