// Order statuses (spec 4: 0 unpaid, 1 paid; store-api: 2 finished, 3 cancelled) and what each allows.
import {
  INPUT_FORM_PENDING_STATUSES,
  ORDER_STATUS_PAID,
  ORDER_STATUS_UNPAID,
  type Order,
} from '@topup/shared-lib';

export const ORDER_STATUS_FINISHED = 2;
export const ORDER_STATUS_CANCELLED = 3;
/** store-api's default page size of GET /homs/order. */
export const ORDERS_PAGE_SIZE = 10;

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

/** i18n key suffix of an order status (unknown server statuses get a neutral label). */
export function statusKey(status: number): 'unpaid' | 'paid' | 'finished' | 'cancelled' | 'other' {
  switch (status) {
    case ORDER_STATUS_UNPAID:
      return 'unpaid';
    case ORDER_STATUS_PAID:
      return 'paid';
    case ORDER_STATUS_FINISHED:
      return 'finished';
    case ORDER_STATUS_CANCELLED:
      return 'cancelled';
    default:
      return 'other';
  }
}

/** store-api: cancel only unpaid, urge only paid, delete only finished or cancelled. */
export const canPay = (order: Order) => order.status === ORDER_STATUS_UNPAID;
export const canCancel = (order: Order) => order.status === ORDER_STATUS_UNPAID;
export const canUrge = (order: Order) => order.status === ORDER_STATUS_PAID;
export const canDelete = (order: Order) =>
  order.status === ORDER_STATUS_FINISHED || order.status === ORDER_STATUS_CANCELLED;
export const canReview = (order: Order) => order.status === ORDER_STATUS_FINISHED;
/** A paid order asking for its after-payment form (inputStatus 1 or -1). */
export const needsDeliveryInput = (order: Order) =>
  order.status === ORDER_STATUS_PAID && INPUT_FORM_PENDING_STATUSES.includes(order.inputStatus);
