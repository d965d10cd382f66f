// Every route of spec section 2 (the table and the file-based routes): which remote page renders
// it, in which layout, with which metadata and validate rule. The one routing table of the site.
import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../remotes/remoteRegistry';
import type { LayoutName, MetaKey, RouteDef, ServerRenderedFor } from './routeTypes';
import { hasDigitId, isErrorStatus, isPaymentTip } from './validators';

const page = (remote: RemoteName, module: string, layout: LayoutName = 'default', meta?: MetaKey) => ({
  page: { remote, module },
  layout,
  ...(meta ? { meta } : {}),
});

/** A public page the store's server renders for a first visit, or a member (RouteDef.serverRendered). */
const served = { serverRendered: 'public' } as const;
/** A member's page the store's server renders for the member whose session asks for it. */
const servedToMember = { serverRendered: 'member' } as const;

export const ROUTES: readonly RouteDef[] = [
  // storefront
  { path: '/', ...page('storefront', 'HomePage', 'default', 'home'), ...served },
  { path: '/top-up', ...page('storefront', 'TopUpListPage'), ...served },
  { path: '/top-up/:linkName', ...page('storefront', 'TopUpPage', 'default', 'default'), ...served },
  { path: '/classify', ...page('storefront', 'ClassifyPage'), ...served },
  { path: '/product/classify', ...page('storefront', 'ClassifyPage'), ...served },
  { path: '/Good/:id', ...page('storefront', 'GoodPage', 'default', 'default'), validate: hasDigitId },
  { path: '/product/:id', ...page('storefront', 'ProductPage', 'default', 'default'), validate: hasDigitId },
  { path: '/sellOnline', ...page('storefront', 'SellOnlinePage', 'default', 'sellOnline') },
  // account
  { path: '/user', ...page('account', 'UserCenterPage', 'default', 'user'), ...servedToMember },
  { path: '/user/gain', ...page('account', 'UserGainPage', 'default', 'user') },
  { path: '/user/user', ...page('account', 'UserProfilePage', 'default', 'user') },
  { path: '/user/comp/info', ...page('account', 'UserInfoPage', 'default', 'user') },
  { path: '/user/comp/order', ...page('account', 'UserOrdersPage', 'default', 'user'), ...servedToMember },
  { path: '/user/comp/coupons', ...page('account', 'UserCouponsPage', 'default', 'user') },
  { path: '/order/uploadAuthPage', ...page('account', 'UploadAuthPage', 'default', 'default') },
  // checkout
  { path: '/order/detail', ...page('checkout', 'OrderDetailPage', 'default', 'default') },
  { path: '/pay-result', ...page('checkout', 'PayResultPage', 'default', 'default') },
  { path: '/order/PayResult', ...page('checkout', 'PayResultPage', 'default', 'default') },
  { path: '/mobile/coupon.html', ...page('checkout', 'CouponClaimPage', 'default', 'default') },
  {
    path: '/mobile/tips/:tip',
    ...page('checkout', 'PaymentTipsPage', 'error', 'default'),
    validate: isPaymentTip,
  },
  // content
  { path: '/blog', ...page('content', 'BlogListPage', 'default', 'default'), ...served },
  { path: '/blog/:slug', ...page('content', 'BlogCategoryPage', 'default', 'default'), ...served },
  { path: '/blog/:slug/:title', ...page('content', 'BlogArticlePage', 'default', 'default'), ...served },
  { path: '/news/category', ...page('content', 'NewsCategoryPage', 'default', 'default'), ...served },
  { path: '/news/:title', ...page('content', 'NewsArticlePage', 'default', 'default'), ...served },
  { path: '/review/:sn', ...page('content', 'ReviewPage', 'default', 'default') },
  { path: '/product/review', ...page('content', 'ProductReviewPage', 'default', 'default') },
  { path: '/help', ...page('content', 'HelpPage', 'error', 'default') },
  { path: '/about', ...page('content', 'AboutPage', 'custom', 'about') },
  { path: '/contact', ...page('content', 'ContactPage', 'custom', 'contact') },
  // shell
  {
    path: '/error/:status',
    page: { shell: 'ErrorPage' },
    layout: 'error',
    meta: 'default',
    validate: isErrorStatus,
  },
  { path: '/oauth2/success', page: { shell: 'OAuthSuccessPage' }, layout: 'error', meta: 'default' },
];

/**
 * The remote page a site path (without its /zh-TW prefix) shows, if a remote renders it. Used in the
 * browser (preloading) and by the server's page hints (scripts/serve/pageHints.ts).
 */
export function remotePageOfPath(path: string): { remote: RemoteName; module: string } | null {
  return remoteRouteOfPath(path)?.page ?? null;
}

/** A remote's route and the path's parameters. */
export interface RemoteRouteMatch {
  page: { remote: RemoteName; module: string };
  params: Record<string, string | undefined>;
  /** Whom the store's server renders it for, if anybody. */
  serverRendered: ServerRenderedFor | null;
}

/** The same, with the path's parameters (the server's hero picture hint reads an article's slug). */
export function remoteRouteOfPath(path: string): RemoteRouteMatch | null {
  for (const route of ROUTES) {
    if (!('remote' in route.page)) continue;
    const match = matchPath({ path: route.path, end: true }, path);
    if (match)
      return { page: route.page, params: match.params, serverRendered: route.serverRendered ?? null };
  }
  return null;
}

/** The route of a path the store's server renders (RouteDef.serverRendered), or null. */
export function serverRenderedRouteOfPath(path: string): RemoteRouteMatch | null {
  const route = remoteRouteOfPath(path);
  return route?.serverRendered ? route : null;
}
