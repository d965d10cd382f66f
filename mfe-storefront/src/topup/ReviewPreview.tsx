// The review summary and the top reviews of the product, linking to its review page (/review/{sn}).
// The summary comes with the product; the top reviews are asked for once the section nears the
// viewport. It sits below the purchase form, and its read would otherwise go out with the first
// render of the page, beside the reads the first screen needs. Their room is kept from the first
// paint (as many rows of one height as the summary counts, up to three), so their arrival moves
// nothing below them: a link a shopper is about to tap stays under the finger.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useAsync, useNearViewport, useStores, type ReviewSummary } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';

/** How many reviews the purchase page shows; the review page has the rest. */
export const TOP_REVIEWS = 3;
/** store-api orderBy 1: most liked first. */
const MOST_LIKED = 1;

export function ReviewPreview({ sn, summary }: { sn: string; summary: ReviewSummary }) {
  const { t } = useTranslation(NS);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const shown = Math.min(summary.total, TOP_REVIEWS);
  return (
    <section ref={section} className="sf-reviews" aria-labelledby="sf-reviews-title">
      <h2 id="sf-reviews-title">{t('topUp.reviews.title')}</h2>
      {summary.total === 0 ? (
        <p className="sf-muted">{t('topUp.reviews.none')}</p>
      ) : (
        <p>{t('topUp.reviews.summary', { average: summary.average.toFixed(1), count: summary.total })}</p>
      )}
      {shown > 0 && (near ? <TopReviews sn={sn} rows={shown} /> : <ReviewRows count={shown} />)}
      <LocaleLink to={`/review/${sn}`}>{t('topUp.reviews.seeAll')}</LocaleLink>
    </section>
  );
}

/** The rows the top reviews will fill, empty until they come (hidden from assistive tech). */
function ReviewRows({ count }: { count: number }) {
  return (
    <ul className="sf-reviews__list" aria-hidden="true">
      {Array.from({ length: count }, (_, row) => (
        <li key={row} className="sf-reviews__row" />
      ))}
    </ul>
  );
}

/** The most liked reviews; their empty rows while they load, nothing when the read fails (the link still leads to all). */
function TopReviews({ sn, rows }: { sn: string; rows: number }) {
  const { t, i18n } = useTranslation(NS);
  const { products } = useStores().api;
  const reviews = useAsync(
    () => products.reviews(sn, { pageSize: TOP_REVIEWS, orderBy: MOST_LIKED }),
    [sn, i18n.language],
  );
  if (reviews.status === 'loading') return <ReviewRows count={rows} />;
  if (reviews.status !== 'success' || reviews.data.list.length === 0) return null;
  return (
    <ul className="sf-reviews__list">
      {reviews.data.list.map((review) => (
        <li key={review.id}>
          <p>
            <strong>{review.author}</strong>{' '}
            <span aria-label={t('topUp.reviews.rating', { rating: review.rating })}>
              {'★'.repeat(review.rating)}
            </span>
          </p>
          <p>{review.content}</p>
        </li>
      ))}
    </ul>
  );
}
