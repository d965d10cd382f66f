// The payment list may have been opened before the order was paid in another tab or window: when the
// shopper comes back to this tab, the order is read again, so the list says it is paid instead of
// taking a second payment.
import { useEffect } from 'react';
import { useStores, type Order } from '@topup/shared-lib';

export function useOrderOnReturn(orderId: string, onRead: (order: Order) => void): void {
  const { api } = useStores();
  useEffect(() => {
    let active = true;
    const reread = () => {
      if (document.visibilityState !== 'visible') return;
      api.orders.bySn(orderId).then(
        (order) => active && onRead(order),
        () => undefined, // the list keeps what it showed; paying tells the truth anyway
      );
    };
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('focus', reread);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', reread);
      window.removeEventListener('focus', reread);
    };
  }, [api, orderId, onRead]);
}
