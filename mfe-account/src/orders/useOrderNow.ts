// An order's state depends on the time: an unpaid order's pay window closes (shared-lib orderState).
// The page judges its orders at the moment its loader read them (the store's server renders with it,
// and the browser hydrates with the same), then again each time a shown order's pay window closes, so
// an order never offers Pay after its window, even on a page left open or shown again from the cache.
import { useEffect, useState } from 'react';
import { ORDER_STATUS_UNPAID, type StatefulOrder } from '@topup/shared-lib';

/** setTimeout's longest wait; a later end is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The next end of a pay window after `now` among the orders, or null when none is still to close. */
export function nextPayWindowEnd(orders: readonly StatefulOrder[], now: number): number | null {
  let next: number | null = null;
  for (const order of orders) {
    if (order.status !== ORDER_STATUS_UNPAID) continue;
    const end = Date.parse(order.payExpireTime ?? '');
    if (Number.isFinite(end) && end > now && (next === null || end < next)) next = end;
  }
  return next;
}

/** The moment to judge the orders' states at: `loadedAt`, moved on as their pay windows close. */
export function useOrderNow(loadedAt: number, orders: readonly StatefulOrder[]): number {
  const [later, setLater] = useState(loadedAt);
  const now = Math.max(later, loadedAt);
  useEffect(() => {
    const next = nextPayWindowEnd(orders, now);
    if (next === null) return;
    const timer = setTimeout(
      () => setLater(Date.now()),
      Math.min(Math.max(0, next - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [orders, now]);
  return now;
}
