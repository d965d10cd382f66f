import { useEffect, useState } from 'react';
import type { Location } from 'react-router-dom';

/** Before a new route resolves the app waits about 100 ms (the old page stays meanwhile). */
export const ROUTE_WAIT_MS = 100;

export interface RouteWait {
  /** The location the routes render. */
  location: Location;
  /** The address changed, its page's data is still loading, and the wait has passed ROUTE_WAIT_MS. */
  slow: boolean;
}

/**
 * The location the routes render. A new page shows once its module and data have loaded (`ready`),
 * or ROUTE_WAIT_MS later, whichever comes first: it then shows its own loading state. A new address of
 * the same page (another tab, filter or page of a list) keeps the page on screen, as it was, until
 * the new data is in: the page is not replaced by a loading line, and keeps its focus and state.
 */
export function useRouteWait(
  location: Location,
  ready: Promise<unknown> | null,
  waitMs = ROUTE_WAIT_MS,
): RouteWait {
  const [shown, setShown] = useState(location);
  const [slow, setSlow] = useState(false);
  const settled = shown === location;
  useEffect(() => {
    if (settled) return undefined;
    let current = true;
    const show = () => {
      if (!current) return;
      setShown(location);
      setSlow(false);
    };
    const samePage = location.pathname === shown.pathname;
    const timer = setTimeout(() => (samePage ? current && setSlow(true) : show()), waitMs);
    (ready ?? Promise.resolve()).then(show, show);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [location, ready, waitMs, settled, shown.pathname]);
  return { location: shown, slow: slow && !settled };
}
