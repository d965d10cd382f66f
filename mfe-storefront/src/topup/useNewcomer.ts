// Whether the member has never paid for an order (paid or delivered), the store's rule for who may
// claim a new-user coupon: read from the member's order counts. Null while unknown (a guest, a read
// under way or failed).
import { useAsync, useStores } from '@topup/shared-lib';

export function useNewcomer(isLogin: boolean): boolean | null {
  const { orders } = useStores().api;
  const state = useAsync(
    () =>
      isLogin ? orders.totals().then((totals) => totals.paid + totals.finished === 0) : Promise.resolve(null),
    [orders, isLogin],
  );
  return state.status === 'success' ? state.data : null;
}
