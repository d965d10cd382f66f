// Every route of the route table (the table and the file-based routes): which route module renders
// it, and in which layout. The one routing table of the site. Everything else about a page (its
// reads, its parameters' rules, its title, whether the store's server renders it) is its module's.
import { matchRoutes } from 'react-router-dom';
import type { RemoteName } from '../remotes/remoteNames';

export type { RemoteName } from '../remotes/remoteNames';
import type { LayoutName, RouteDef } from './routeTypes';

const page = <R extends RemoteName, M extends string>(
  remote: R,
  module: M,
  layout: LayoutName = 'default',
) => ({
  page: { remote, module },
  layout,
});

/**
 * Kept as written (`as const`), so the paths and each remote's modules are types: a remote's standalone
 * harness must give a module for each of its pages, and the e2e address tables an address for each path.
 * `idlePreload`: a page shoppers usually open next from any page, fetched once the first page is idle.
 */
export const ROUTES = [
  // storefront
  { path: '/', ...page('storefront', 'HomePage'), idlePreload: true },
  { path: '/top-up', ...page('storefront', 'TopUpListPage'), idlePreload: true },
  { path: '/top-up/:linkName', ...page('storefront', 'TopUpPage'), idlePreload: true },
  { path: '/classify', ...page('storefront', 'ClassifyPage') },
  { path: '/product/classify', ...page('storefront', 'ClassifyPage') },
  { path: '/Good/:id', ...page('storefront', 'GoodPage') },
  { path: '/product/:id', ...page('storefront', 'ProductPage') },
  { path: '/sellOnline', ...page('storefront', 'SellOnlinePage') },
  // Beyond the route table: a search for games and products, as top-up stores offer.
  { path: '/search', ...page('storefront', 'SearchPage') },
  // account
  { path: '/user', ...page('account', 'UserCenterPage'), idlePreload: true },
  { path: '/user/gain', ...page('account', 'UserGainPage') },
  { path: '/user/user', ...page('account', 'UserProfilePage') },
  { path: '/user/comp/info', ...page('account', 'UserInfoPage') },
  { path: '/user/comp/order', ...page('account', 'UserOrdersPage') },
  { path: '/user/comp/coupons', ...page('account', 'UserCouponsPage') },
  { path: '/order/uploadAuthPage', ...page('account', 'UploadAuthPage') },
  // checkout
  { path: '/order/detail', ...page('checkout', 'OrderDetailPage'), idlePreload: true },
  { path: '/pay-result', ...page('checkout', 'PayResultPage') },
  { path: '/order/PayResult', ...page('checkout', 'PayResultPage') },
  { path: '/mobile/coupon.html', ...page('checkout', 'CouponClaimPage') },
  { path: '/mobile/tips/:tip', ...page('checkout', 'PaymentTipsPage', 'error') },
  // content
  { path: '/blog', ...page('content', 'BlogListPage'), idlePreload: true },
  { path: '/blog/:slug', ...page('content', 'BlogCategoryPage') },
  { path: '/blog/:slug/:title', ...page('content', 'BlogArticlePage') },
  { path: '/news/category', ...page('content', 'NewsCategoryPage') },
  { path: '/news/:title', ...page('content', 'NewsArticlePage') },
  { path: '/review/:sn', ...page('content', 'ReviewPage') },
  { path: '/product/review', ...page('content', 'ProductReviewPage') },
  { path: '/help', ...page('content', 'HelpPage', 'error'), siteNav: true },
  { path: '/about', ...page('content', 'AboutPage', 'custom') },
  { path: '/contact', ...page('content', 'ContactPage', 'custom') },
  // shell
  { path: '/error/:status', page: { shell: 'ErrorPage' }, layout: 'error' },
  { path: '/oauth2/success', page: { shell: 'OAuthSuccessPage' }, layout: 'error' },
] as const satisfies readonly RouteDef[];

/** A path pattern of the route table. */
export type RoutePath = (typeof ROUTES)[number]['path'];

type RemotePageOfTable = Extract<(typeof ROUTES)[number]['page'], { remote: RemoteName }>;
/** The route modules (exposes) a remote's pages are, by the route table. */
export type RemotePagesOf<R extends RemoteName> = Extract<RemotePageOfTable, { remote: R }>['module'];

/** The routes a remote renders, in the table's order. */
export function routesOfRemote<R extends RemoteName>(
  remote: R,
): { path: RoutePath; module: RemotePagesOf<R> }[] {
  return ROUTES.flatMap((route) =>
    'remote' in route.page && route.page.remote === remote
      ? [{ path: route.path, module: route.page.module as RemotePagesOf<R> }]
      : [],
  );
}

/** A route of the table and the path's parameters, decoded as the page's router gives them. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, route }));

/**
 * Paths matched lately and their routes: matching ranks the whole table each time, and the store's
 * server matches every page it serves (twice: its hints and its render). The oldest goes first.
 */
const MATCHED_PATHS = 500;
const matched = new Map<string, RouteMatch | null>();

/**
 * The route a site path (without its /zh-TW prefix, as in the address bar) shows, or null: ranked as
 * the page's router ranks them (`/product/review` before `/product/:id`), with the parameters decoded
 * as the router gives them.
 */
export function routeOfPath(path: string): RouteMatch | null {
  let match = matched.get(path);
  if (match === undefined) {
    const [found] = matchRoutes(MATCHABLE, path) ?? [];
    match = found ? { route: found.route.route, params: { ...found.params } } : null;
    if (matched.size >= MATCHED_PATHS) matched.delete(matched.keys().next().value ?? '');
    matched.set(path, match);
  }
  // A copy: a caller may change its parameters.
  return match && { route: match.route, params: { ...match.params } };
}

/** The remote page a site path (without its /zh-TW prefix) shows, if a remote renders it. */
export function remotePageOfPath(path: string): { remote: RemoteName; module: string } | null {
  const page = routeOfPath(path)?.route.page;
  return page && 'remote' in page ? page : null;
}
