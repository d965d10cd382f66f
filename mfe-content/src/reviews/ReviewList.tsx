import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  REVIEW_PAGE_SIZE,
  products,
  userStore,
  type Review,
  type ReviewLike,
  useAsync,
  Pagination,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { ReviewItem } from './ReviewItem';

/** store-api's orderBy values offered to shoppers: 0 newest first, 2 best rated first. */
export const REVIEW_ORDER = { newest: 0, rating: 2 } as const;
export type ReviewOrder = keyof typeof REVIEW_ORDER;

/** Reviews of one product, REVIEW_PAGE_SIZE a page, sorted and filtered by the shopper. */
export const ReviewList = observer(function ReviewList({ sn }: { sn: string }) {
  const { t, i18n } = useTranslation(NS);
  const [pageNum, setPageNum] = useState(1);
  const [order, setOrder] = useState<ReviewOrder>('newest');
  const [imagesOnly, setImagesOnly] = useState(false);
  // Likes given on this page, over what the list answered (the count the server returned).
  const [likes, setLikes] = useState<Record<number, ReviewLike>>({});
  const [liking, setLiking] = useState<number | null>(null);
  const orderId = useId();
  const loggedIn = userStore.isLogin;
  const page = useAsync(
    () =>
      products.reviews(sn, {
        pageNum,
        pageSize: REVIEW_PAGE_SIZE,
        orderBy: REVIEW_ORDER[order],
        imgOnly: imagesOnly ? 1 : 0,
      }),
    [sn, pageNum, order, imagesOnly, loggedIn, i18n.language],
  );

  const like = async (review: Review) => {
    if (!userStore.requireLogin()) return;
    setLiking(review.id);
    try {
      const answer = await products.likeReview(review.id);
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
        value={order}
        onChange={(event) => {
          setOrder(event.target.value as ReviewOrder);
          setPageNum(1);
        }}
      >
        <option value="newest">{t('reviews.sortNewest')}</option>
        <option value="rating">{t('reviews.sortRating')}</option>
      </select>
      <label className="ct-check">
        <input
          type="checkbox"
          checked={imagesOnly}
          onChange={(event) => {
            setImagesOnly(event.target.checked);
            setPageNum(1);
          }}
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
          pageNum={pageNum}
          pages={Math.ceil(page.data.total / REVIEW_PAGE_SIZE)}
          onPage={setPageNum}
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
