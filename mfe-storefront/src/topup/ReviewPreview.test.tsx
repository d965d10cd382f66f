import { act, cleanup, screen, within } from '@testing-library/react';
import { i18n, type Review, type ReviewSummary, type Stores } from '@topup/shared-lib';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
  removeIntersectionObserver,
  testStores,
} from '@topup/shared-lib/testing';
import { ReviewPreview, TOP_REVIEWS } from './ReviewPreview';
import { renderPage } from 'shell/testing';

const summary: ReviewSummary = { total: 12, average: 4.5, distribution: [0, 0, 1, 4, 7], withImages: 0 };
const review: Review = {
  id: 7,
  productId: 1,
  orderId: null,
  author: 'Mei',
  rating: 5,
  content: 'Diamonds arrived in two minutes.',
  images: [],
  likeCount: 3,
  liked: false,
  createTime: '2026-11-01T00:00:00Z',
};

const bringNear = () =>
  act(() => FakeIntersectionObserver.instances[0]?.callback([{ isIntersecting: true }]));

describe('ReviewPreview', () => {
  let stores: Stores;
  let reviews: jest.SpyInstance;
  beforeEach(() => {
    installFakeIntersectionObserver();
    stores = testStores({ session: null });
    reviews = jest
      .spyOn(stores.api.products, 'reviews')
      .mockResolvedValue({ list: [review], total: 12, pageNum: 1, pageSize: TOP_REVIEWS });
  });
  afterEach(() => {
    removeIntersectionObserver();
    jest.restoreAllMocks();
  });

  it('shows the summary at once and asks for the most liked reviews only once the section nears the viewport', async () => {
    renderPage(<ReviewPreview sn="P1001" summary={summary} />, { stores });
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(section).toHaveTextContent('4.5 out of 5 from 12 reviews');
    expect(screen.getByRole('link', { name: 'See all reviews' })).toHaveAttribute('href', '/review/P1001');
    expect(reviews).not.toHaveBeenCalled();
    // Their rows are kept from the start (hidden from assistive tech), so their arrival moves nothing.
    expect(screen.queryByRole('list')).toBeNull();
    const kept = screen.getByRole('list', { hidden: true });
    expect(within(kept).getAllByRole('listitem', { hidden: true })).toHaveLength(TOP_REVIEWS);

    bringNear();
    expect(await screen.findByText('Diamonds arrived in two minutes.')).toBeVisible();
    expect(screen.getByLabelText('Rated 5 out of 5')).toBeVisible();
    expect(reviews).toHaveBeenCalledWith('P1001', { pageSize: TOP_REVIEWS, orderBy: 1 });
  });

  it('asks for nothing when the product has no reviews', () => {
    renderPage(<ReviewPreview sn="P1001" summary={{ ...summary, total: 0, average: 0 }} />, { stores });
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
    bringNear();
    expect(screen.getByText('No reviews yet.')).toBeVisible();
    expect(reviews).not.toHaveBeenCalled();
  });

  it('keeps the summary and the link when the reviews cannot be read', async () => {
    reviews.mockRejectedValue(new Error('offline'));
    renderPage(<ReviewPreview sn="P1001" summary={summary} />, { stores });
    bringNear();
    await act(async () => undefined);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all reviews' })).toBeVisible();
  });

  it('speaks Traditional Chinese', async () => {
    await i18n.changeLanguage('zh-TW');
    try {
      renderPage(<ReviewPreview sn="P1001" summary={summary} />, { stores });
      bringNear();
      expect(screen.getByRole('region', { name: '評價' })).toHaveTextContent('12 則評價，平均 4.5 分');
      expect(await screen.findByLabelText('評分 5 / 5')).toBeVisible();
      expect(screen.getByRole('link', { name: '查看全部評價' })).toBeVisible();
    } finally {
      cleanup(); // unmounted first: the switch back updates nothing outside act
      await i18n.changeLanguage('en');
    }
  });
});
