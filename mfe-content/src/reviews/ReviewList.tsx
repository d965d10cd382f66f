import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  REVIEW_PAGE_SIZE,
  useStores,
  type Page,
  type Review,
  type Settled,
  Pagination,
} from '@topup/shared-lib';
import { type ReviewLike } from './reviewApi';
import { NS } from '../i18n';
import { useListPage } from '../page/useListPage';
import { ReviewItem } from './ReviewItem';
import {
  FIRST_REVIEW_PAGE,
  isFirstReviewPage,
  readReviewPage,
  type ReviewOrder,
  type ReviewPageQuery,
} from './reviewPageQuery';
import { reviewApi } from './reviewApi';

interface ReviewListProps {
  sn: string;
  /** The list's first page (newest first, all reviews), from the page's loader. */
  first: Settled<Page<Review>>;
}

/** Reviews of one product, REVIEW_PAGE_SIZE a page, sorted and filtered by the shopper. */
export const ReviewList = observer(function ReviewList({ sn, first }: ReviewListProps) {
  const { t, i18n } = useTranslation(NS);
  const { api, user } = useStores();
  const [query, setQuery] = useState<ReviewPageQuery>(FIRST_REVIEW_PAGE);
  // Likes given on this page, over what the list answered (the count the server returned).
  const [likes, setLikes] = useState<Record<number, ReviewLike>>({});
  const [liking, setLiking] = useState<number | null>(null);
  const orderId = useId();
  const page = useListPage(
    first,
    isFirstReviewPage(query),
    () => readReviewPage(api, sn, query),
    // A member's list says which reviews they liked.
    [api, sn, query.pageNum, query.order, query.imagesOnly, user.isLogin, i18n.language],
  );

  const like = async (review: Review) => {
    if (!user.requireLogin()) return;
    setLiking(review.id);
    try {
      const answer = await reviewApi(api).likeReview(review.id);
      setLikes((current) => ({ ...current, [review.id]: answer }));
    } catch {
      // The api client already told the shopper why (toast); the button stays available.
    } finally {
      setLiking(null);
    }
  };

  const controls = (
    <div className="ct-review-controls">
      <label htmlFor={orderId}>{t('reviews.sortBy')}</label>
      <select
        id={orderId}
        value={query.order}
        onChange={(event) => setQuery({ ...query, order: event.target.value as ReviewOrder, pageNum: 1 })}
      >
        <option value="newest">{t('reviews.sortNewest')}</option>
        <option value="rating">{t('reviews.sortRating')}</option>
      </select>
      <label className="ct-check">
        <input
          type="checkbox"
          checked={query.imagesOnly}
          onChange={(event) => setQuery({ ...query, imagesOnly: event.target.checked, pageNum: 1 })}
        />
        {t('reviews.imagesOnly')}
      </label>
    </div>
  );

  let body;
  if (page.status === 'loading') body = <LoadingState />;
  else if (page.status === 'error') body = <ErrorState error={page.error} onRetry={page.reload} />;
  else if (page.data.list.length === 0) body = <EmptyState message={t('reviews.none')} />;
  else {
    body = (
      <>
        <ul className="ct-reviews">
          {page.data.list.map((review) => {
            const liked = likes[review.id];
            const shown = liked ? { ...review, liked: liked.liked, likeCount: liked.likeCount } : review;
            return (
              <li key={review.id}>
                <ReviewItem review={shown} liking={liking === review.id} onLike={() => void like(review)} />
              </li>
            );
          })}
        </ul>
        <Pagination
          label={t('reviews.pagination')}
          pageNum={query.pageNum}
          pages={Math.ceil(page.data.total / REVIEW_PAGE_SIZE)}
          onPage={(pageNum) => setQuery({ ...query, pageNum })}
        />
      </>
    );
  }
  return (
    <section className="ct-review-list" aria-label={t('reviews.listTitle')}>
      {controls}
      {body}
    </section>
  );
});
