// An order's state as a page shows it. The store's server renders it at the moment the loader read
// the order, and the browser's hydrating render must be the same, so both take that moment; once
// hydrated (or in a page the browser rendered itself) the browser's clock decides, so an unpaid
// order whose pay window closed meanwhile shows as expired and offers no Pay.
import { orderState, useHydrated, type Order, type OrderState } from '@topup/shared-lib';

export function useOrderState(order: Order, readAt: number): OrderState {
  const hydrated = useHydrated();
  return orderState(order, hydrated ? Date.now() : readAt);
}
