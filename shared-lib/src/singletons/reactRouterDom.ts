// What the store shares as "react-router-dom": React Router's declarative mode, nothing else. A shared
// module cannot be tree-shaken (any remote may use any export), and the whole package (data routers,
// loaders, forms, fetchers: 61 KB gzipped) would sit on the home page's critical path; the apps route
// declaratively, so every app's webpack config shares this module under that key instead
// (scripts/webpack/singletons.mjs): 16 KB gzipped. TypeScript and jest resolve "react-router-dom" here
// too, so a name not listed fails the type check: add it here when an app needs more. It imports
// "react-router" (which react-router-dom re-exports): federation would hand "react-router-dom" back.
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
