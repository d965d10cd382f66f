import { useEffect, useState } from 'react';
import type { Location } from 'react-router-dom';

/** Spec 2/9: before a new route resolves the app waits about 100 ms (the old page stays meanwhile). */
export const ROUTE_WAIT_MS = 100;

/**
 * The location the routes render: a change of page shows once its page and data have loaded, or
 * ROUTE_WAIT_MS later, whichever comes first (then the page shows its loading state); a change of
 * search or hash on the same page shows at once.
 */
export function useRouteWait(
  location: Location,
  ready: Promise<unknown> | null,
  waitMs = ROUTE_WAIT_MS,
): Location {
  const [shown, setShown] = useState(location);
  const samePage = location.pathname === shown.pathname;
  // Same page, new search or hash: follow at once (React's "adjust state while rendering" pattern).
  if (samePage && location !== shown) setShown(location);
  useEffect(() => {
    if (samePage) return undefined;
    let current = true;
    const show = () => current && setShown(location);
    const timer = setTimeout(show, waitMs);
    ready?.then(show, show);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [location, samePage, waitMs, ready]);
  return samePage ? location : shown;
}
