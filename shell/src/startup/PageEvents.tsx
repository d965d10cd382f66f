// Cart-tracking page events: one event per page the shopper opens, sent when the browser
// is idle and only when the service is configured in runtime config (shared-lib trackCartEvent).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CART_EVENT_PAGE_VIEW, trackCartEvent, useStores } from '@topup/shared-lib';
import { whenIdle } from './pageSettled';

export function PageEvents() {
  const { pathname } = useLocation();
  const { user } = useStores();
  useEffect(
    () =>
      whenIdle(() => {
        void trackCartEvent({ eventType: CART_EVENT_PAGE_VIEW, shopper: user.info, pathName: pathname });
      }),
    [pathname, user],
  );
  return null;
}
