import { cleanup, screen } from '@testing-library/react';
import type { ProductSummary } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import * as ProductReviewPage from './ProductReviewPage';
import { reviewApi } from './reviewApi';
import { renderRoutePage } from 'shell/testing';

const genshin: ProductSummary = {
  id: 2,
  sn: 'P1002',
  linkName: 'genshin-impact',
  name: 'Genshin Impact',
  kind: 'game',
  pic: '/media/products/genshin-impact.svg',
  currency: 'USD',
  minPrice: 0.95,
  originalPrice: 0.99,
  hot: true,
  recommend: false,
};

describe('ProductReviewPage', () => {
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('without a product, links to the reviews of every product', async () => {
    const stores = testStores();
    jest
      .spyOn(stores.api.products, 'indexV2')
      .mockResolvedValue({ sections: [{ key: 'all', products: [genshin] }] });
    renderRoutePage(ProductReviewPage, { path: '/product/review', route: '/product/review', stores });
    expect(await screen.findByRole('link', { name: 'Reviews of Genshin Impact' })).toHaveAttribute(
      'href',
      '/review/P1002',
    );
  });

  it('with ?sn=, shows that product’s reviews', async () => {
    const stores = testStores({ session: null });
    const index = jest.spyOn(stores.api.products, 'indexV2');
    jest
      .spyOn(reviewApi(stores.api), 'reviewSummary')
      .mockResolvedValue({ total: 0, average: 0, distribution: [0, 0, 0, 0, 0], withImages: 0 });
    jest.spyOn(stores.api.products, 'seo').mockResolvedValue({
      title: 'Genshin Impact',
      description: '',
      keywords: [],
      canonicalPath: '/top-up/genshin-impact',
      image: '',
    });
    const reviews = jest
      .spyOn(stores.api.products, 'reviews')
      .mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 30 });
    renderRoutePage(ProductReviewPage, {
      path: '/product/review?sn=P1002',
      route: '/product/review',
      stores,
    });
    expect(await screen.findByText('What shoppers say about Genshin Impact.')).toBeInTheDocument();
    expect(reviews).toHaveBeenCalledWith('P1002', { pageNum: 1, pageSize: 30, orderBy: 0, imgOnly: 0 });
    expect(index).not.toHaveBeenCalled();
  });
});
