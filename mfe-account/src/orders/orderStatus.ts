// Order statuses (spec 4: 0 unpaid, 1 paid; store-api: 2 finished, 3 cancelled) and what each allows.
// The list's filters and page size are shared-lib's (domain/orderList.ts): the shell's entry reads the
// same list early.
import {
  INPUT_FORM_PENDING_STATUSES,
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_FINISHED,
  ORDER_STATUS_PAID,
  ORDER_STATUS_UNPAID,
  type Order,
} from '@topup/shared-lib';

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
