import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { ErrorState, LocaleLink, PageHeading, usePageReload, useStores } from '@topup/shared-lib';
import { NS } from '../i18n';
import type { ProductReviewsData } from './productReviewsLoader';
import { ReviewList } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';
import { ReviewYourOrders } from './ReviewYourOrders';

/** The page listing the products whose reviews can be read (/product/review without a product). */
export const REVIEWED_PRODUCTS_PATH = '/product/review';

/**
 * A product's reviews: heading with its name, the summary, the member's orders to review, the list,
 * then the way to other products' reviews.
 */
export function ProductReviews({ data }: { data: ProductReviewsData }) {
  const { t } = useTranslation(NS);
  const { ui } = useStores();
  const reload = usePageReload();
  const { sn, product, summary, first, yours } = data;
  // After the review popup closes, the page is read again (summary, list, own orders) and the list
  // starts over from its first page.
  const [round, setRound] = useState(0);
  useEffect(
    () =>
      reaction(
        () => ui.sitePopup('review') !== null,
        (open, wasOpen) => {
          if (wasOpen && !open) {
            setRound((current) => current + 1);
            reload();
          }
        },
      ),
    [ui, reload],
  );
  return (
    <div className="ct-product-reviews">
      <PageHeading lead={t('reviews.lead', { product })}>{t('reviews.title')}</PageHeading>
      {summary.ok ? (
        <ReviewSummary summary={summary.data} />
      ) : (
        <ErrorState error={summary.error} onRetry={reload} />
      )}
      <ReviewYourOrders sn={sn} orders={yours} />
      {summary.ok && <ReviewList key={`${sn}-${round}`} sn={sn} first={first} />}
      <p>
        <LocaleLink to={REVIEWED_PRODUCTS_PATH}>{t('reviews.otherProducts')}</LocaleLink>
      </p>
    </div>
  );
}
