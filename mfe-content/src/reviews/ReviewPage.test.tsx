import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  PageNotFoundError,
  i18n,
  REVIEW_PAGE_SIZE,
  type Order,
  type ProductDetail,
  type Review,
  type Stores,
} from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/testing';
import * as ReviewPage from './ReviewPage';
import { reviewApi } from './reviewApi';
import { renderRoutePage } from 'shell/testing';

const review = (id: number, extra: Partial<Review> = {}): Review => ({
  id,
  productId: 1,
  orderId: null,
  author: `Player${id}`,
  rating: 4,
  content: `Review ${id}`,
  images: [],
  likeCount: 2,
  liked: false,
  createTime: '2026-11-20T08:00:00Z',
  ...extra,
});

/** The logged-in member's finished orders of product 1 (P1001), and which have a review. */
function memberOrders(stores: Stores, list: Array<{ sn: string; reviewed: boolean }>) {
  jest.spyOn(stores.api.products, 'byId').mockResolvedValue({ id: 1, sn: 'P1001' } as ProductDetail);
  jest.spyOn(stores.api.orders, 'list').mockResolvedValue({
    list: list.map(({ sn }, index) => ({ id: index + 1, orderSn: sn, productId: 1, status: 2 }) as Order),
    total: list.length,
    pageNum: 1,
    pageSize: 50,
  });
  jest
    .spyOn(stores.api.orders, 'comment')
    .mockImplementation(async (sn) => (list.find((entry) => entry.sn === sn)?.reviewed ? review(99) : null));
}

const page = (list: Review[], total = list.length) => ({
  list,
  total,
  pageNum: 1,
  pageSize: REVIEW_PAGE_SIZE,
});

/** A store set whose product P1001 has a summary and a name. */
function productStores(member = false): Stores {
  const stores = testStores({ session: member ? testSession() : null });
  jest
    .spyOn(reviewApi(stores.api), 'reviewSummary')
    .mockResolvedValue({ total: 2, average: 4.5, distribution: [0, 0, 0, 1, 1], withImages: 1 });
  jest.spyOn(stores.api.products, 'seo').mockResolvedValue({
    title: 'Mobile Legends',
    description: '',
    keywords: [],
    canonicalPath: '/top-up/mobile-legends',
    image: '',
  });
  return stores;
}

const renderReviews = (stores: Stores) =>
  renderRoutePage(ReviewPage, { path: '/review/P1001', route: '/review/:sn', stores });

describe('ReviewPage', () => {
  afterEach(async () => {
    cleanup();
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists reviews as text, sorts, filters to pictures only and asks 30 a page', async () => {
    const stores = productStores();
    const reviews = jest
      .spyOn(stores.api.products, 'reviews')
      .mockImplementation(async (_sn, query = {}) =>
        query.imgOnly === 1
          ? page([review(2, { images: ['/media/products/mobile-legends.svg'] })])
          : page([review(1, { content: '<img src=x onerror=alert(1)><b>bold</b>' }), review(2)]),
      );
    renderReviews(stores);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(await screen.findByText('What shoppers say about Mobile Legends.')).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Review by Player1' });
    // Markup typed by a shopper is shown literally, never parsed.
    expect(within(first).getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: '' })).toBeNull();
    expect(reviews).toHaveBeenLastCalledWith('P1001', { pageNum: 1, pageSize: 30, orderBy: 0, imgOnly: 0 });

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Highest rating first');
    await screen.findByRole('article', { name: 'Review by Player1' });
    expect(reviews).toHaveBeenLastCalledWith('P1001', { pageNum: 1, pageSize: 30, orderBy: 2, imgOnly: 0 });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only reviews with pictures' }));
    const withPicture = await screen.findByRole('article', { name: 'Review by Player2' });
    expect(screen.queryByRole('article', { name: 'Review by Player1' })).toBeNull();
    expect(within(withPicture).getByRole('img', { name: 'Picture 1 from Player2' })).toHaveClass('tu-image');
    expect(reviews).toHaveBeenLastCalledWith('P1001', { pageNum: 1, pageSize: 30, orderBy: 2, imgOnly: 1 });
  });

  it('leads to the reviews of other products, in the page language', async () => {
    const stores = productStores();
    jest.spyOn(stores.api.products, 'reviews').mockResolvedValue(page([review(1)]));
    renderReviews(stores);
    expect(await screen.findByRole('link', { name: 'Reviews of other products' })).toHaveAttribute(
      'href',
      '/product/review',
    );
    cleanup();
    await act(() => i18n.changeLanguage('zh-TW'));
    renderRoutePage(ReviewPage, { path: '/zh-TW/review/P1001', route: '/zh-TW/review/:sn', stores });
    expect(await screen.findByRole('link', { name: '其他商品的評價' })).toHaveAttribute(
      'href',
      '/zh-TW/product/review',
    );
  });

  it("marks each review's text with the language it is written in", async () => {
    const stores = productStores();
    jest
      .spyOn(stores.api.products, 'reviews')
      .mockResolvedValue(page([review(1, { content: 'Good price.' }), review(2, { content: '到帳很快。' })]));
    renderReviews(stores);
    const english = await screen.findByRole('article', { name: 'Review by Player1' });
    expect(within(english).getByText('Good price.')).toHaveAttribute('lang', 'en');
    const chinese = screen.getByRole('article', { name: 'Review by Player2' });
    expect(within(chinese).getByText('到帳很快。')).toHaveAttribute('lang', 'zh-TW');
  });

  it('asks an anonymous shopper to log in before liking', async () => {
    const stores = productStores();
    jest.spyOn(stores.api.products, 'reviews').mockResolvedValue(page([review(1)]));
    const like = jest.spyOn(reviewApi(stores.api), 'likeReview');
    const login = jest.spyOn(stores.loginPopup, 'open').mockImplementation(() => undefined);
    renderReviews(stores);
    const item = await screen.findByRole('article', { name: 'Review by Player1' });
    await userEvent.click(within(item).getByRole('button', { name: /Helpful/ }));
    expect(login).toHaveBeenCalled();
    expect(like).not.toHaveBeenCalled();
  });

  it('likes a review once for a member, with the count the server answers', async () => {
    const stores = productStores(true);
    memberOrders(stores, []);
    jest.spyOn(stores.api.products, 'reviews').mockResolvedValue(page([review(1)]));
    const like = jest
      .spyOn(reviewApi(stores.api), 'likeReview')
      .mockResolvedValue({ liked: true, likeCount: 3 });
    renderReviews(stores);
    const item = await screen.findByRole('article', { name: 'Review by Player1' });
    const button = within(item).getByRole('button', { name: 'Helpful 2 likes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    const pressed = await within(item).findByRole('button', { name: 'You found this helpful 3 likes' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toBeDisabled();
    expect(like).toHaveBeenCalledTimes(1);
    expect(like).toHaveBeenCalledWith(1);
  });

  it('offers a member the review popup for a finished order without a review, then asks again', async () => {
    const stores = productStores(true);
    memberOrders(stores, [
      { sn: 'TU1', reviewed: false },
      { sn: 'TU2', reviewed: true },
    ]);
    const reviews = jest.spyOn(stores.api.products, 'reviews').mockResolvedValue(page([review(1)]));
    renderReviews(stores);
    const offer = await screen.findByRole('region', { name: 'Your orders of this product' });
    expect(within(offer).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(offer).getByRole('button', { name: 'Review order TU1' }));
    expect(stores.ui.sitePopup('review')).toEqual({ kind: 'review', orderId: 'TU1', productSn: 'P1001' });

    const asked = reviews.mock.calls.length;
    memberOrders(stores, [{ sn: 'TU1', reviewed: true }]);
    act(() => stores.ui.closeSitePopup('review'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your orders of this product' })).toBeNull(),
    );
    expect(reviews.mock.calls.length).toBeGreaterThan(asked);
  });

  it('shows a failed summary with Retry and no list', async () => {
    const stores = productStores();
    jest
      .spyOn(reviewApi(stores.api), 'reviewSummary')
      .mockRejectedValueOnce(new ApiError(0, '', '/hpms/product/sn/{sn}/comment/summary'));
    jest.spyOn(stores.api.products, 'reviews').mockResolvedValue(page([review(1)]));
    renderReviews(stores);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Review by Player1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rating summary' })).toBeInTheDocument();
  });
});

describe('ReviewPage loader and head', () => {
  afterEach(() => jest.restoreAllMocks());

  const args = (stores: Stores, sn = 'P1001') => ({
    params: { sn },
    query: new URLSearchParams(),
    language: 'en' as const,
    stores,
  });

  it('reads no member orders for a guest, and names the product and its reviews in the head', async () => {
    const stores = productStores();
    jest.spyOn(stores.api.products, 'reviews').mockResolvedValue(page([review(1)]));
    const list = jest.spyOn(stores.api.orders, 'list');
    const data = await ReviewPage.loader(args(stores));
    expect(list).not.toHaveBeenCalled();
    expect(data).toMatchObject({ sn: 'P1001', product: 'Mobile Legends', yours: [] });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    const { i18n } = stores;
    expect(ReviewPage.head(data, { ...args(stores), t: i18n.getFixedT('en') })).toEqual({
      title: 'Reviews of Mobile Legends | TopUp Store',
      description: '2 shopper reviews of Mobile Legends: ratings, pictures and comments.',
    });
  });

  it('is not found for a product store-api does not know', async () => {
    const stores = productStores();
    jest
      .spyOn(reviewApi(stores.api), 'reviewSummary')
      .mockRejectedValue(new ApiError(404, 'Product not found.', '/hpms/product/sn/{sn}/comment/summary'));
    jest
      .spyOn(stores.api.products, 'seo')
      .mockRejectedValue(new ApiError(404, 'Product not found.', '/hpms/product/sn/{sn}/seo'));
    jest
      .spyOn(stores.api.products, 'reviews')
      .mockRejectedValue(new ApiError(404, 'Product not found.', '/hpms/product/sn/{sn}/comment'));
    await expect(ReviewPage.loader(args(stores, 'NOPE'))).rejects.toBeInstanceOf(PageNotFoundError);
  });
});
