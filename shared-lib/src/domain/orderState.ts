// What an order's state is for the shopper, and what it allows, at a given moment (store-api: 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded). The one place that
// decides it: the account's list, checkout's detail and the review pages all ask here, so an order
// never offers an action the store's API then refuses (an unpaid order whose pay window has closed
// offers no Pay).
import {
  ORDER_STATUS_PAID,
  ORDER_STATUS_UNPAID,
  awaitsInputForms,
  verificationKind,
  type VerifiableOrder,
} from './verification';

export const ORDER_STATUS_FINISHED = 2;
export const ORDER_STATUS_CANCELLED = 3;
/** Paid, then not delivered: the publisher failed and the payment went back to the shopper. */
export const ORDER_STATUS_REFUNDED = 4;

export type OrderStateKey =
  | 'unpaid'
  /** Unpaid, and its pay window has closed: it can no longer be paid. */
  | 'expired'
  /**
   * Unpaid, with a payment the provider reported pending: it may still settle, so it is neither paid
   * again nor cancelled (the pay window's end makes it expired).
   */
  | 'paymentPending'
  /** Paid; an identity check must pass before it is delivered. */
  | 'verifying'
  /** Paid; the product asks for details after payment. */
  | 'awaitingInput'
  | 'delivering'
  | 'finished'
  | 'cancelled'
  | 'refunded'
  | 'unknown';

export interface OrderActions {
  pay: boolean;
  cancel: boolean;
  urge: boolean;
  remove: boolean;
  review: boolean;
  verify: boolean;
  fillInput: boolean;
}

export interface OrderState {
  key: OrderStateKey;
  actions: OrderActions;
}

/** The order fields the state depends on. */
export interface StatefulOrder extends VerifiableOrder {
  status: number;
  payExpireTime?: string | null;
  /** Where its payment stands at the provider: a pending one may still settle. */
  paymentStatus?: string | null;
}

export function payWindowOver(order: Pick<StatefulOrder, 'payExpireTime'>, now: number): boolean {
  const end = Date.parse(order.payExpireTime ?? '');
  return Number.isFinite(end) && end <= now;
}

function stateKey(order: StatefulOrder, now: number): OrderStateKey {
  switch (order.status) {
    case ORDER_STATUS_UNPAID:
      if (payWindowOver(order, now)) return 'expired';
      return order.paymentStatus === 'pending' ? 'paymentPending' : 'unpaid';
    case ORDER_STATUS_PAID:
      if (awaitsInputForms(order)) return 'awaitingInput';
      return verificationKind(order) ? 'verifying' : 'delivering';
    case ORDER_STATUS_FINISHED:
      return 'finished';
    case ORDER_STATUS_CANCELLED:
      return 'cancelled';
    case ORDER_STATUS_REFUNDED:
      return 'refunded';
    default:
      return 'unknown';
  }
}

/** store-api: pay only unpaid within the window, cancel only unpaid, urge only paid, delete only closed orders. */
export function orderState(order: StatefulOrder, now: number = Date.now()): OrderState {
  const key = stateKey(order, now);
  const paid = key === 'verifying' || key === 'awaitingInput' || key === 'delivering';
  return {
    key,
    actions: {
      pay: key === 'unpaid',
      cancel: key === 'unpaid' || key === 'expired',
      urge: paid,
      remove: key === 'finished' || key === 'cancelled' || key === 'refunded',
      review: key === 'finished',
      verify: key === 'verifying',
      fillInput: key === 'awaitingInput',
    },
  };
}

/** Whether the shopper has paid for it (a receipt, a review later). */
export const isPaidState = (key: OrderStateKey): boolean =>
  key === 'verifying' || key === 'awaitingInput' || key === 'delivering' || key === 'finished';
