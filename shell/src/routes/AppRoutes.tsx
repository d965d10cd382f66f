import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { startPageLoad } from '../remotes/pageLoads';
import { ROUTES } from './routeTable';
import { RouteElement } from './RouteElement';
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
  // The next page's module loads while the route wait holds the old page (issue 10: jump time).
  useEffect(() => startPageLoad(requested.pathname), [requested.pathname]);
  const location = useRouteWait(requested);
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
