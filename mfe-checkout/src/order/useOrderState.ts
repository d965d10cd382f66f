// An order's state as a page shows it. The store's server renders it at the moment the loader read
// the order, and the browser's hydrating render must be the same, so both take that moment. Once
// hydrated (or in a page the browser rendered itself) the browser's moment counts too: the later of
// the read and the page's showing, so data kept from an earlier visit shows an unpaid order whose pay
// window closed meanwhile as expired, without Pay. A page left open reads its order again when the
// pay window closes (the countdown's end), which moves the read's moment on.
import { useState } from 'react';
import { orderState, useHydrated, type Order, type OrderState } from '@topup/shared-lib';

export function useOrderState(order: Order, readAt: number): OrderState {
  const hydrated = useHydrated();
  const [shownAt] = useState(() => Date.now());
  return orderState(order, hydrated ? Math.max(readAt, shownAt) : readAt);
}
