// Cart-tracking events, sent only when the service is configured in runtime config (trackCartEvent): one
// per page the shopper opens, when the browser is idle, and one per order a page announces it created.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { onCheckoutCreated, useStores } from '@topup/shared-lib';
import { CART_EVENT_PAGE_VIEW } from '../platform/cartTracking/cartEventTypes';
import { trackCartEvent, trackCheckoutCreate } from '../platform/cartTracking/cartTracking';
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
  useEffect(
    () =>
      onCheckoutCreated((checkout) => {
        void trackCheckoutCreate({ shopper: user.info, pathName: window.location.pathname, ...checkout });
      }),
    [user],
  );
  return null;
}
