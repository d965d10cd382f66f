// A product's reviews page (/review/{sn}, /product/review?sn={sn}): the summary, the product's name,
// the list's first page and, for a member, their orders of it still to review, read together. An sn
// store-api does not know is not found. Its head names the product and the number of reviews.
import { dataOr, settle, type PageHead, type PageHeadArgs, type Stores } from '@topup/shared-lib';
import { NS } from '../i18n';
import { notFoundOn404 } from '../page/notFoundAnswer';
import { ordersToReview } from './ordersToReview';
import { FIRST_REVIEW_PAGE, readReviewPage } from './reviewPageQuery';
import { reviewApi } from './reviewApi';

export async function loadProductReviews({ api, user }: Pick<Stores, 'api' | 'user'>, sn: string) {
  const [summary, seo, first, yours] = await Promise.all([
    settle(reviewApi(api).reviewSummary(sn)),
    // The product's name is a nicety for the heading: without it the page still works.
    settle(api.products.seo(sn)),
    settle(readReviewPage(api, sn, FIRST_REVIEW_PAGE)),
    // A side block: shown only when it loads.
    user.isLogin ? settle(ordersToReview(api, sn)) : null,
  ]);
  notFoundOn404(summary);
  return {
    sn,
    /** The product's name, else its sn. */
    product: dataOr(seo)?.title ?? sn,
    summary,
    first,
    yours: (yours && dataOr(yours)) ?? [],
  };
}

export type ProductReviewsData = Awaited<ReturnType<typeof loadProductReviews>>;

export function productReviewsHead(
  { product, summary }: ProductReviewsData,
  { t }: Pick<PageHeadArgs, 't'>,
): PageHead {
  if (!summary.ok) return {};
  return {
    title: t(`${NS}:reviews.metaTitle`, { product }),
    description: t(`${NS}:reviews.metaDescription`, { product, count: summary.data.total }),
  };
}
