// What an order's status means for the shopper (spec 4 "Order actions"; store-api: 0 unpaid, 1 paid,
// 2 delivered, 3 cancelled; paying only from 0 inside the pay window).
import type { Order } from '@topup/shared-lib';

export const ORDER_STATUS = { unpaid: 0, paid: 1, delivered: 2, cancelled: 3 } as const;

/** Status keys of the checkout strings: the status number, or the unpaid order whose time ran out. */
export type OrderStateKey = '0' | '1' | '2' | '3' | 'expired' | 'unknown';

export function payWindowOver(order: Order, now = Date.now()): boolean {
  const end = Date.parse(order.payExpireTime);
  return Number.isFinite(end) && end <= now;
}

export function orderStateKey(order: Order, now = Date.now()): OrderStateKey {
  if (order.status === ORDER_STATUS.unpaid) return payWindowOver(order, now) ? 'expired' : '0';
  if (order.status === ORDER_STATUS.paid) return '1';
  if (order.status === ORDER_STATUS.delivered) return '2';
  if (order.status === ORDER_STATUS.cancelled) return '3';
  return 'unknown';
}

/** Actions a status allows (store-api: cancel only unpaid, urge only paid). */
export function allowedActions(order: Order, now = Date.now()) {
  const state = orderStateKey(order, now);
  return { pay: state === '0', cancel: state === '0' || state === 'expired', urge: state === '1' };
}

export const isPaid = (order: Order) =>
  order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.delivered;
