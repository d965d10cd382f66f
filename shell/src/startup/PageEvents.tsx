// Cart-tracking page events: one event per page the shopper opens, sent when the browser
// is idle and only when the service is configured in runtime config (shared-lib trackCartEvent).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CART_EVENT_PAGE_VIEW, trackCartEvent, useStores } from '@topup/shared-lib';
import { whenIdle } from './pageSettled';

export function PageEvents() {
  const { pathname, key } = useLocation();
  const { user } = useStores();
  /** The history entry whose view was sent: each is sent once. */
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const send = () => {
      if (sent.current === key) return;
      sent.current = key;
      void trackCartEvent({ eventType: CART_EVENT_PAGE_VIEW, shopper: user.info, pathName: pathname });
    };
    const stop = whenIdle(send);
    // A page left before the browser was idle was still opened: its view goes now, not never.
    return () => {
      stop();
      send();
    };
  }, [key, pathname, user]);
  return null;
}
