import { useEffect, useState } from 'react';
import type { Location } from 'react-router-dom';

/** Spec 2/9: before a new route resolves the app waits about 100 ms (the old page stays meanwhile). */
export const ROUTE_WAIT_MS = 100;

/**
 * The location the routes render: a change of page shows ROUTE_WAIT_MS later; a change of search or
 * hash on the same page shows at once (nothing to wait for).
 */
export function useRouteWait(location: Location, waitMs = ROUTE_WAIT_MS): Location {
  const [shown, setShown] = useState(location);
  const samePage = location.pathname === shown.pathname;
  // Same page, new search or hash: follow at once (React's "adjust state while rendering" pattern).
  if (samePage && location !== shown) setShown(location);
  useEffect(() => {
    if (samePage) return undefined;
    const timer = setTimeout(() => setShown(location), waitMs);
    return () => clearTimeout(timer);
  }, [location, samePage, waitMs]);
  return samePage ? location : shown;
}
