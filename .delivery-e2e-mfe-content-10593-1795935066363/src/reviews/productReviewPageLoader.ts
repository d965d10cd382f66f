// /product/review?sn={sn}: the reviews of the product the query names; without one, the products whose
// reviews can be read.
import { settle, titledHead, type PageHead, type PageHeadArgs, type PageLoaderArgs } from '@topup/shared-lib';
import { NS } from '../i18n';
import { loadProductReviews, productReviewsHead } from './productReviewsLoader';

/** The query parameter naming the product. */
export const PRODUCT_SN_PARAM = 'sn';

export async function loader({ query, stores }: PageLoaderArgs) {
  const sn = query.get(PRODUCT_SN_PARAM)?.trim() ?? '';
  if (sn) return { view: 'reviews' as const, reviews: await loadProductReviews(stores, sn) };
  return { view: 'chooser' as const, index: await settle(stores.api.products.indexV2()) };
}

export type ProductReviewData = Awaited<ReturnType<typeof loader>>;

/** A product's reviews name it; the chooser has the store's default head. */
export function head(data: ProductReviewData, args: PageHeadArgs): PageHead {
  // The product chooser is named as its heading is.
  return data.view === 'reviews'
    ? productReviewsHead(data.reviews, args)
    : titledHead(args.t, args.t(`${NS}:reviews.title`));
}
