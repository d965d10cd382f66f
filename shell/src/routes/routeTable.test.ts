import { ROUTES, remotePageOfPath, routeOfPath } from './routeTable';
import { isErrorStatus } from './validators';

// The route table and the file-based routes.
const SPEC_PATHS = [
  '/',
  '/user',
  '/top-up/:linkName',
  '/top-up',
  '/blog',
  '/blog/:slug',
  '/blog/:slug/:title',
  '/review/:sn',
  '/order/detail',
  '/classify',
  '/Good/:id',
  '/about',
  '/contact',
  '/help',
  '/oauth2/success',
  '/pay-result',
  '/sellOnline',
  '/mobile/coupon.html',
  '/mobile/tips/:tip',
  '/error/:status',
  '/user/gain',
  '/user/user',
  '/user/comp/info',
  '/user/comp/order',
  '/user/comp/coupons',
  '/order/PayResult',
  '/order/uploadAuthPage',
  '/news/:title',
  '/news/category',
  '/product/:id',
  '/product/review',
  '/product/classify',
];

/** Routes the store adds to SPEC_PATHS. */
const STORE_PATHS = ['/search'];

describe('route table', () => {
  it("holds every route of the route table, once, and the store's own additions", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...STORE_PATHS].sort());
  });

  it('gives /about and /contact the custom layout', () => {
    const custom = ROUTES.filter((route) => route.layout === 'custom').map((route) => route.path);
    expect(custom.sort()).toEqual(['/about', '/contact']);
  });

  it('gives errors, oauth2, help and payment tips the error layout', () => {
    const error = ROUTES.filter((route) => route.layout === 'error').map((route) => route.path);
    expect(error.sort()).toEqual(['/error/:status', '/help', '/mobile/tips/:tip', '/oauth2/success']);
  });
});

describe('routeOfPath', () => {
  it.each([
    ['/', 'storefront', 'HomePage'],
    ['/top-up/genshin-impact', 'storefront', 'TopUpPage'],
    ['/blog/guides/how-to', 'content', 'BlogArticlePage'],
    ['/user/comp/order', 'account', 'UserOrdersPage'],
  ])('%s is %s/%s', (path, remote, module) => {
    expect(remotePageOfPath(path)).toEqual({ remote, module });
  });

  it("gives the parameters decoded, as the page's router does; a malformed one as it is", () => {
    expect(routeOfPath('/blog/guides/%E4%B8%AD%20x')?.params).toEqual({ slug: 'guides', title: '中 x' });
    expect(routeOfPath('/blog/guides/%E4%B8')?.params).toEqual({ slug: 'guides', title: '%E4%B8' });
  });

  it.each(['/error/404', '/oauth2/success'])('%s is a page of the shell', (path) => {
    expect(routeOfPath(path)).not.toBeNull();
    expect(remotePageOfPath(path)).toBeNull();
  });

  it('knows no route for an unknown address', () => {
    expect(routeOfPath('/no/such/page')).toBeNull();
  });
});

describe('the error page rule', () => {
  it('knows the error pages of the route table', () => {
    expect(isErrorStatus({ status: 'notsupported' })).toBe(true);
    expect(isErrorStatus({ status: '418' })).toBe(false);
  });
});

describe('route ranking', () => {
  it('prefers a static segment over a parameter, as the page router does', () => {
    expect(remotePageOfPath('/product/review')).toEqual({ remote: 'content', module: 'ProductReviewPage' });
    expect(remotePageOfPath('/product/classify')).toEqual({ remote: 'storefront', module: 'ClassifyPage' });
    expect(remotePageOfPath('/product/p1')).toEqual({ remote: 'storefront', module: 'ProductPage' });
  });
});
