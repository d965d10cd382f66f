import { usePageData, type ServerRender } from '@topup/shared-lib';
import '../i18n';
import '../content.css';
import { ProductReviews } from './ProductReviews';
import type { ProductReviewsData } from './productReviewsLoader';
import { head, loader } from './reviewPageLoader';

export { head, loader };
export const serverRender: ServerRender = 'everyone';

/** /review/{sn}: the reviews of one product. */
export default function ReviewPage() {
  return <ProductReviews data={usePageData<ProductReviewsData>()} />;
}
