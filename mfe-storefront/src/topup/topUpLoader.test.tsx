import { Component, type ReactNode } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { ApiError, i18n, isPageNotFound, type ProductSeo, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { type ProductDetailV4 } from '../catalogue/catalogueTypes';
import * as TopUpPage from './TopUpPage';
import { head, loader, type TopUpData } from './topUpLoader';
import { catalogueApi } from '../catalogue/catalogueApi';
import { renderPage, renderRoutePage, RoutePage } from 'shell/testing';

const detail: ProductDetailV4 = {
  id: 1,
  sn: 'P1001',
  linkName: 'mobile-legends',
  name: 'Mobile Legends',
  kind: 'game',
  pic: '/media/products/mobile-legends.svg',
  description: 'Diamonds for your account.',
  inputFields: ['User ID', 'Zone ID'],
  afterPayFields: [],
  deliveryMinutes: 5,
  hot: true,
  recommend: false,
  skus: [{ id: 1, name: '86 Diamonds', price: 1.59, originalPrice: 1.79, currency: 'USD', pic: '' }],
  coupons: [],
  reviewSummary: { total: 0, average: 0, distribution: [0, 0, 0, 0, 0], withImages: 0 },
};

const seo: ProductSeo = {
  title: 'Mobile Legends Top Up - Fast & Secure',
  description: 'Diamonds in minutes.',
  keywords: ['Mobile Legends', 'top up'],
  canonicalPath: '/top-up/mobile-legends',
  image: detail.pic,
};

/** The home index holds the product in its "live" section only: every section counts. */
function mockReads(stores: Stores) {
  const { products } = stores.api;
  jest.spyOn(products, 'indexV2').mockResolvedValue({
    sections: [
      { key: 'hot', products: [] },
      {
        key: 'live',
        products: [
          {
            id: 1,
            sn: 'P1001',
            linkName: 'mobile-legends',
            name: 'Mobile Legends',
            kind: 'game',
            pic: detail.pic,
            currency: 'USD',
            minPrice: 1.59,
            originalPrice: 1.79,
            hot: true,
            recommend: false,
          },
        ],
      },
    ],
  });
  return {
    detail: jest.spyOn(catalogueApi(stores.api), 'byIdV4').mockResolvedValue(detail),
    delivery: jest.spyOn(catalogueApi(stores.api), 'deliveryFields').mockResolvedValue({
      method: 'direct-top-up',
      deliveryMinutes: 5,
      inputFields: ['User ID', 'Zone ID'],
      note: '',
    }),
    seo: jest.spyOn(products, 'seo').mockResolvedValue(seo),
  };
}

/** What the shell shows for a loader's not-found (its page inside the layout): here a line to find. */
class NotFoundBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return <p role="alert">{isPageNotFound(this.state.error) ? 'Page Not Found' : 'Another failure'}</p>;
  }
}

function RoutedTopUpPage() {
  const params = useParams();
  return <RoutePage moduleId="storefront/TopUpPage" module={TopUpPage} params={params} />;
}

describe('the top-up page loader', () => {
  let stores: Stores;
  beforeEach(() => {
    window.sessionStorage.clear();
    stores = testStores({ session: null });
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('finds the product by its link name in the index and reads it by its sn', async () => {
    const reads = mockReads(stores);
    renderRoutePage(TopUpPage, { path: '/top-up/mobile-legends', route: '/top-up/:linkName', stores });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Legends' })).toBeInTheDocument();
    expect(screen.getByText('Delivered in about 5 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Diamonds in minutes.')).toBeInTheDocument();
    expect(reads.detail).toHaveBeenCalledWith('P1001');
    expect(reads.delivery).toHaveBeenCalledWith('P1001');
    expect(reads.seo).toHaveBeenCalledWith('P1001');
  });

  it('asks what the seller needs after payment only for a product that asks some, and says it', async () => {
    const reads = mockReads(stores);
    const afterPay = jest.spyOn(catalogueApi(stores.api), 'afterPayFields');
    renderRoutePage(TopUpPage, { path: '/top-up/mobile-legends', route: '/top-up/:linkName', stores });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Legends' })).toBeInTheDocument();
    expect(afterPay).not.toHaveBeenCalled();
    expect(screen.queryByText(/After payment/)).not.toBeInTheDocument();
    cleanup();

    reads.detail.mockResolvedValue({ ...detail, afterPayFields: ['Region', 'Contact email'] });
    afterPay.mockResolvedValue({ fields: ['Region', 'Contact email'], labels: ['Region', 'Contact email'] });
    const args = {
      params: { linkName: 'mobile-legends' },
      query: new URLSearchParams(),
      language: 'en' as const,
      stores,
    };
    const data = await loader(args);
    expect(afterPay).toHaveBeenCalledWith('P1001');
    expect(data.product.ok && data.product.data.afterPay).toEqual(['Region', 'Contact email']);
    renderRoutePage(TopUpPage, { path: '/top-up/mobile-legends', route: '/top-up/:linkName', stores });
    expect(
      await screen.findByText('After payment we will ask you for: Region, Contact email.'),
    ).toBeInTheDocument();

    cleanup();

    // In Traditional Chinese, with the labels store-api gives in the shopper's language.
    await i18n.changeLanguage('zh-TW');
    afterPay.mockResolvedValue({ fields: ['Region', 'Contact email'], labels: ['地區', '聯絡電子郵件'] });
    renderRoutePage(TopUpPage, { path: '/top-up/mobile-legends', route: '/top-up/:linkName', stores });
    expect(await screen.findByText('付款後我們會請您提供：地區、聯絡電子郵件。')).toBeInTheDocument();
    await i18n.changeLanguage('en');

    // Unread, the detail's own labels still say it.
    afterPay.mockRejectedValue(new ApiError(500, 'down', '/hpms/product/sn/P1001/input/afterpay'));
    const unread = await loader(args);
    expect(unread.product.ok && unread.product.data.afterPay).toEqual(['Region', 'Contact email']);
  });

  it('gives the product’s SEO text as the head, its name and description without it', async () => {
    const reads = mockReads(stores);
    const args = {
      params: { linkName: 'mobile-legends' },
      query: new URLSearchParams(),
      language: 'en' as const,
      stores,
    };
    const data: TopUpData = await loader(args);
    expect(head(data)).toEqual({
      title: 'Mobile Legends Top Up - Fast & Secure',
      description: 'Diamonds in minutes.',
      keywords: 'Mobile Legends, top up',
    });

    // The SEO text and the delivery fields are extras: without them the page still sells.
    reads.seo.mockRejectedValue(new ApiError(500, 'down', '/hpms/product/sn/P1001/seo'));
    reads.delivery.mockRejectedValue(new ApiError(500, 'down', '/hpms/product/sn/P1001/delivery'));
    const bare = await loader(args);
    // Nor without the new-user offer and the store's menu (not answered here).
    expect(bare.product).toEqual({
      ok: true,
      data: { detail, delivery: null, seo: null, newUserOffer: null, menu: [], afterPay: [] },
    });
    expect(head(bare)).toEqual({
      title: 'Mobile Legends',
      description: 'Diamonds for your account.',
    });
  });

  it('names no page for a link name the index does not hold, and reads no product', async () => {
    const reads = mockReads(stores);
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderPage(
      <NotFoundBoundary>
        <RoutedTopUpPage />
      </NotFoundBoundary>,
      { path: '/top-up/no-such-game', route: '/top-up/:linkName', stores },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Page Not Found');
    expect(reads.detail).not.toHaveBeenCalled();
    expect(reads.seo).not.toHaveBeenCalled();
  });

  it('says the read failed, with Retry, when the index cannot be read', async () => {
    mockReads(stores);
    jest
      .spyOn(stores.api.products, 'indexV2')
      .mockRejectedValueOnce(new ApiError(0, 'timeout', '/hpms/product/index/v2'));
    renderRoutePage(TopUpPage, { path: '/top-up/mobile-legends', route: '/top-up/:linkName', stores });
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is not responding');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Legends' })).toBeInTheDocument();
  });
});
