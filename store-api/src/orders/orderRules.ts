// Order statuses and the limits around them.

/** 4: paid, then not delivered (the publisher failed): the payment went back to the shopper. */
export const ORDER_STATUS = { unpaid: 0, paid: 1, finished: 2, cancelled: 3, refunded: 4 } as const;

/** Statuses of an order the shopper has paid for (refunded: paid, then given back). */
export const PAID_STATUSES: readonly number[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.finished,
  ORDER_STATUS.refunded,
];

/** Statuses that end an order's life: it may be deleted from the lists. */
export const CLOSED_STATUSES: readonly number[] = [
  ORDER_STATUS.finished,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.refunded,
];

/** The shopper is warned when they hold more than 3 unpaid orders; the store refuses a new one then. */
export const UNPAID_ORDER_THRESHOLD = 3;

/** Order lists: 10 a page unless the client asks for up to 50. */
export const ORDER_PAGE_SIZE_DEFAULT = 10;
export const ORDER_PAGE_SIZE_MAX = 50;

/** One order buys at most this many of a SKU. */
export const MAX_ORDER_QUANTITY = 10;

/** A paid order may be urged again only after this long. */
export const URGE_INTERVAL_MS = 30 * 60 * 1000;

/** Input status of a paid order waiting for the shopper's forms (-1 or 1); 2 once filled. */
export const INPUT_STATUS_AWAITING = [-1, 1] as const;
export const INPUT_STATUS_FILLED = 2;

/** Verification status "passed"; -1, 0 and 1 mean pending or action needed. */
export const VERIFICATION_PASSED = 2;
/** Verification status while the store's staff review uploaded documents (pending, checked every 15 s). */
export const VERIFICATION_UNDER_REVIEW = 1;
