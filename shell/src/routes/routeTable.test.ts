import { ROUTES } from './routeTable';
import { PAYMENT_TIPS, hasDigitId, isErrorStatus, isPaymentTip } from './validators';

// Spec section 2: the route table and the file-based routes.
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

describe('route table', () => {
  it('holds every route of spec section 2, once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('gives /about and /contact the custom layout', () => {
    const custom = ROUTES.filter((route) => route.layout === 'custom').map((route) => route.path);
    expect(custom.sort()).toEqual(['/about', '/contact']);
  });

  it('gives errors, oauth2, help and payment tips the error layout', () => {
    const error = ROUTES.filter((route) => route.layout === 'error').map((route) => route.path);
    expect(error.sort()).toEqual(['/error/:status', '/help', '/mobile/tips/:tip', '/oauth2/success']);
  });

  it('leaves /top-up and /classify without title metadata', () => {
    for (const path of ['/top-up', '/classify']) {
      expect(ROUTES.find((route) => route.path === path)?.meta).toBeUndefined();
    }
  });
});

describe('validate rules', () => {
  it('wants a digit in product ids', () => {
    expect(hasDigitId({ id: 'a1' })).toBe(true);
    expect(hasDigitId({ id: 'abc' })).toBe(false);
    expect(hasDigitId({})).toBe(false);
  });

  it('knows the error pages and the six payment tips', () => {
    expect(isErrorStatus({ status: 'notsupported' })).toBe(true);
    expect(isErrorStatus({ status: '418' })).toBe(false);
    expect(PAYMENT_TIPS).toHaveLength(6);
    expect(isPaymentTip({ tip: 'payment-failed-paypal-guide.html' })).toBe(true);
    expect(isPaymentTip({ tip: 'payment-ok.html' })).toBe(false);
  });
});
