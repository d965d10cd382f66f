// Cart-tracking page events (spec 3/7): one event per page the shopper opens, sent when the browser
// is idle and only when the service is configured in runtime config.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig, getVisitorUid, sendCartEvent, useStores } from '@topup/shared-lib';
import { whenIdle } from './pageSettled';

/** The event type of a page view (the spec names Checkout/Create; page views follow its pattern). */
export const CART_EVENT_PAGE_VIEW = 'Page/View';

export function PageEvents() {
  const { pathname } = useLocation();
  const { user } = useStores();
  useEffect(
    () =>
      whenIdle(() => {
        const config = getRuntimeConfig().cartTracking;
        if (!config) return;
        void sendCartEvent(config, {
          eventType: CART_EVENT_PAGE_VIEW,
          uid: getVisitorUid(),
          customerId: user.info ? String(user.info.id) : '',
          email: user.info?.email ?? '',
          pathName: pathname,
        });
      }),
    [pathname, user],
  );
  return null;
}
