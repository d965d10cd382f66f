// What the store shares as "react-router-dom": React Router's declarative mode, and nothing else.
//
// A shared module cannot be tree-shaken (any remote may use any export), so sharing the package whole
// put all of React Router 7 (data routers, loaders, forms, fetchers, server rendering: 61 KB gzipped)
// on the home page's critical path. The apps route declaratively (<BrowserRouter>, <Routes>, hooks), so
// every app's webpack config provides this module under the "react-router-dom" share key instead
// (scripts/webpack/singletons.mjs); the rest of the package is shaken out (16 KB gzipped).
//
// TypeScript and jest resolve "react-router-dom" to this file too (tsconfig paths, jest
// moduleNameMapper): importing something not listed here fails the type check instead of being
// undefined in the browser. Add a name here, not a second import path, when an app needs more.
//
// It imports "react-router" (the package react-router-dom re-exports), never "react-router-dom",
// which federation would hand back to this very module.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';
