// /review/{sn}: the reviews of the product the address names.
import type { PageLoaderArgs } from '@topup/shared-lib';
import { loadProductReviews, productReviewsHead } from './productReviewsLoader';

export const loader = ({ params, stores }: PageLoaderArgs) => loadProductReviews(stores, params.sn ?? '');
export const head = productReviewsHead;
