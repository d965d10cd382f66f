import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageHeading, products, uiStore, useAsync } from '@topup/shared-lib';
import { NS } from '../i18n';
import { usePageMeta } from '../page/usePageMeta';
import { ReviewList } from './ReviewList';
import { ReviewSummary, ReviewSummarySkeleton } from './ReviewSummary';
import { ReviewYourOrders } from './ReviewYourOrders';

/** A product's reviews: heading with its name, the summary, then the list. */
export function ProductReviews({ sn }: { sn: string }) {
  const { t, i18n } = useTranslation(NS);
  // After the review popup closes, the summary, list and own orders are asked again.
  const [round, setRound] = useState(0);
  useEffect(
    () =>
      reaction(
        () => uiStore.sitePopup('review') !== null,
        (open, wasOpen) => {
          if (wasOpen && !open) setRound((current) => current + 1);
        },
      ),
    [],
  );
  const summary = useAsync(() => products.reviewSummary(sn), [sn, i18n.language, round]);
  // The product's name is a nicety for the heading: without it the page still works.
  const seo = useAsync(() => products.seo(sn).catch(() => null), [sn, i18n.language]);
  const product = seo.status === 'success' && seo.data ? seo.data.title : sn;
  const ready = summary.status === 'success' && seo.status === 'success';
  usePageMeta(
    ready ? t('reviews.metaTitle', { product }) : null,
    ready ? t('reviews.metaDescription', { product, count: summary.data.total }) : null,
  );
  return (
    <div className="ct-product-reviews">
      <PageHeading lead={t('reviews.lead', { product })}>{t('reviews.title')}</PageHeading>
      {summary.status === 'loading' && <ReviewSummarySkeleton />}
      {summary.status === 'error' && <ErrorState error={summary.error} onRetry={summary.reload} />}
      {summary.status === 'success' && <ReviewSummary summary={summary.data} />}
      <ReviewYourOrders sn={sn} round={round} />
      {summary.status !== 'error' && <ReviewList key={`${sn}-${round}`} sn={sn} />}
    </div>
  );
}
