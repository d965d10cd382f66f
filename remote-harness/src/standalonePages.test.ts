import type { RouteModule } from '@topup/shared-lib';
import { ROUTES } from 'shell/route-table';
import { standalonePages } from './standalonePages';

const moduleNamed = (name: string): RouteModule => ({ default: () => name });

describe('standalonePages', () => {
  it('puts each of the remote’s modules at every path the route table gives it, and its first page at /', () => {
    const modules = {
      CouponClaimPage: moduleNamed('claim'),
      OrderDetailPage: moduleNamed('detail'),
      PayResultPage: moduleNamed('result'),
      PaymentTipsPage: moduleNamed('tips'),
    };
    const pages = standalonePages('checkout', modules);
    const checkoutPaths = ROUTES.filter(
      (route) => 'remote' in route.page && route.page.remote === 'checkout',
    ).map((route) => route.path);
    expect(Object.keys(pages).sort()).toEqual(['/', ...checkoutPaths].sort());
    expect(pages['/order/PayResult']).toBe(modules.PayResultPage);
    expect(pages['/pay-result']).toBe(modules.PayResultPage);
    expect(pages['/']).toBe(modules.OrderDetailPage);
  });

  it('keeps the page the table puts at /', () => {
    const storefront = Object.fromEntries(
      ['HomePage', 'TopUpListPage', 'TopUpPage', 'ClassifyPage', 'GoodPage', 'ProductPage'].map((name) => [
        name,
        moduleNamed(name),
      ]),
    );
    const modules = {
      ...storefront,
      SellOnlinePage: moduleNamed('sell'),
      SearchPage: moduleNamed('search'),
    } as Parameters<typeof standalonePages<'storefront'>>[1];
    expect(standalonePages('storefront', modules)['/']).toBe(modules.HomePage);
  });

  it('refuses a remote whose module for a route is missing, naming it', () => {
    const incomplete = { OrderDetailPage: moduleNamed('detail') } as unknown as Parameters<
      typeof standalonePages<'checkout'>
    >[1];
    expect(() => standalonePages('checkout', incomplete)).toThrow(/PayResultPage/);
  });
});
