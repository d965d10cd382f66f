import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, matchRoutes, useLocation } from 'react-router-dom';
import { useStores } from '@topup/shared-lib';
import { ROUTES } from './routeTable';
import type { RouteDef } from './routeTypes';
import { RouteElement } from './RouteElement';
import { startRouteLoad } from './routeLoad';
import { useRouteWait } from './useRouteWait';
import { usePageDataCache } from '../pageRuntime';
import { loadingOverlay } from '../overlays/loadingOverlayStore';

/** `/en` and `/en/...` are the default language: replace them by the bare path. */
function StripEnglishPrefix() {
  const { pathname, search, hash } = useLocation();
  const bare = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return <Navigate to={`${bare}${search}${hash}`} replace />;
}

const ZH_PREFIX = '/zh-TW';

/** What a path shows: a page of the table, or one of the redirects around it. */
type Shown =
  { path: string; route: RouteDef } | { path: string; redirect: 'stripEnglish' | 'zhNotFound' | 'notFound' };

const NOT_FOUND: Shown = { path: '*', redirect: 'notFound' };

/** Every route bare (English) and under /zh-TW; anything else ends at /error/404. */
const SHOWN: readonly Shown[] = [
  { path: '/en/*', redirect: 'stripEnglish' },
  ...ROUTES.map((route) => ({ path: route.path, route })),
  ...ROUTES.map((route) => ({ path: route.path === '/' ? ZH_PREFIX : `${ZH_PREFIX}${route.path}`, route })),
  { path: `${ZH_PREFIX}/*`, redirect: 'zhNotFound' },
  NOT_FOUND,
];

/**
 * Paths matched lately: ranking the whole table is the router's costliest step, and the store's server
 * renders every page afresh. The router is then given the one route that matches (the same one it
 * would pick), and matches only that. The oldest goes first.
 */
const SHOWN_PATHS = 500;
const shownByPath = new Map<string, Shown>();

function shownAt(pathname: string): Shown {
  let shown = shownByPath.get(pathname);
  if (!shown) {
    shown = matchRoutes([...SHOWN], pathname)?.[0]?.route ?? NOT_FOUND;
    if (shownByPath.size >= SHOWN_PATHS) shownByPath.delete(shownByPath.keys().next().value ?? '');
    shownByPath.set(pathname, shown);
  }
  return shown;
}

function shownElement(shown: Shown) {
  if ('route' in shown) return <RouteElement route={shown.route} />;
  if (shown.redirect === 'stripEnglish') return <StripEnglishPrefix />;
  return <Navigate to={shown.redirect === 'zhNotFound' ? `${ZH_PREFIX}/error/404` : '/error/404'} replace />;
}

export function AppRoutes() {
  const requested = useLocation();
  const stores = useStores();
  const cache = usePageDataCache();
  // The next page's module and data load while the route wait holds the old page.
  const ready = useMemo(
    () => (typeof window === 'undefined' ? null : startRouteLoad(requested, stores, cache)),
    [requested, stores, cache],
  );
  const { location, slow } = useRouteWait(requested, ready);
  // A page kept on screen while its new address loads slowly: the site's loading overlay.
  useEffect(() => {
    if (!slow) return undefined;
    const overlay = loadingOverlay(stores);
    overlay.show();
    return () => overlay.hide();
  }, [slow, stores]);
  const shown = shownAt(location.pathname);
  return (
    <Routes location={location}>
      <Route path={shown.path} element={shownElement(shown)} />
    </Routes>
  );
}
