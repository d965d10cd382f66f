import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { usePageDataCache, useStores } from '@topup/shared-lib';
import { ROUTES } from './routeTable';
import { RouteElement } from './RouteElement';
import { startRouteLoad } from './routeLoad';
import { useRouteWait } from './useRouteWait';

/** `/en` and `/en/...` are the default language: replace them by the bare path (spec 2). */
function StripEnglishPrefix() {
  const { pathname, search, hash } = useLocation();
  const bare = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return <Navigate to={`${bare}${search}${hash}`} replace />;
}

const ZH_PREFIX = '/zh-TW';

/** Every route bare (English) and under /zh-TW; anything else ends at /error/404. */
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
  // A page kept on screen while its new address loads slowly: the site's loading overlay (spec 2).
  useEffect(() => {
    if (!slow) return undefined;
    stores.ui.showLoading();
    return () => stores.ui.hideLoading();
  }, [slow, stores]);
  return (
    <Routes location={location}>
      <Route path="/en/*" element={<StripEnglishPrefix />} />
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
      ))}
      {ROUTES.map((route) => (
        <Route
          key={`zh${route.path}`}
          path={route.path === '/' ? ZH_PREFIX : `${ZH_PREFIX}${route.path}`}
          element={<RouteElement route={route} />}
        />
      ))}
      <Route path={`${ZH_PREFIX}/*`} element={<Navigate to={`${ZH_PREFIX}/error/404`} replace />} />
      <Route path="*" element={<Navigate to="/error/404" replace />} />
    </Routes>
  );
}
