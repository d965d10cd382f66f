// Addresses a shopper can open for every route of the shell's route table, with the seeded data
// (store-api/README.md lists it). Typed by the table's paths: a route added there without an address
// here, or an address left for a route that is gone, fails the type-check. The first address of each is
// the route's usual one; specs that open every variant open them all.
import type { RoutePath } from 'shell/route-table';

/** Two of the seeded demo member's orders (store-api's seed), in different states. */
const DEMO_ORDER = 'TU202611150003';
const DEMO_OTHER_ORDER = 'TU202611190002';

export const ROUTE_ADDRESSES: Readonly<Record<RoutePath, readonly [string, ...string[]]>> = {
  '/': ['/'],
  '/top-up': ['/top-up', '/top-up?tab=hot'],
  '/top-up/:linkName': ['/top-up/mobile-legends', '/top-up/genshin-impact'],
  '/classify': ['/classify'],
  '/product/classify': ['/product/classify'],
  '/Good/:id': ['/Good/3'],
  '/product/:id': ['/product/1'],
  '/sellOnline': ['/sellOnline'],
  '/search': ['/search?q=genshin', '/search?q=nothing-matches-this'],
  '/user': ['/user', '/user?tab=order', '/user?tab=coupons'],
  '/user/gain': ['/user/gain'],
  '/user/user': ['/user/user'],
  '/user/comp/info': ['/user/comp/info'],
  '/user/comp/order': ['/user/comp/order'],
  '/user/comp/coupons': ['/user/comp/coupons'],
  '/order/uploadAuthPage': ['/order/uploadAuthPage'],
  '/order/detail': [`/order/detail?oid=${DEMO_ORDER}`],
  '/pay-result': [`/pay-result?oid=${DEMO_OTHER_ORDER}`],
  '/order/PayResult': [`/order/PayResult?oid=${DEMO_OTHER_ORDER}`],
  '/mobile/coupon.html': ['/mobile/coupon.html?id=1', '/mobile/coupon.html'],
  '/mobile/tips/:tip': ['/mobile/tips/payment-failed.html', '/mobile/tips/payment-success.html'],
  '/blog': ['/blog'],
  '/blog/:slug': ['/blog/guides'],
  '/blog/:slug/:title': ['/blog/guides/how-to-top-up-mobile-legends'],
  '/news/category': ['/news/category'],
  '/news/:title': ['/news/honkai-star-rail-new-version', '/news/zenless-zone-zero-anniversary'],
  '/review/:sn': ['/review/P1001'],
  '/product/review': ['/product/review', '/product/review?sn=P1001'],
  '/help': ['/help'],
  '/about': ['/about'],
  '/contact': ['/contact'],
  '/error/:status': ['/error/404', '/error/500'],
  '/oauth2/success': ['/oauth2/success'],
};

/** The order pages at one member's own order, for a spec that signs in a member of its own. */
export const orderAddresses = (
  orderSn: string,
): Partial<Record<RoutePath, readonly [string, ...string[]]>> => ({
  '/order/detail': [`/order/detail?oid=${orderSn}`],
  '/pay-result': [`/pay-result?orderSn=${orderSn}`],
  '/order/PayResult': [`/order/PayResult?orderSn=${orderSn}`],
});
