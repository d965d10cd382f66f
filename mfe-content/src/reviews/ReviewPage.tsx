import { useParams } from 'react-router-dom';
import '../i18n';
import '../content.css';
import { ProductReviews } from './ProductReviews';

/** /review/{sn}: the reviews of one product. */
export default function ReviewPage() {
  const { sn = '' } = useParams();
  return <ProductReviews sn={sn} />;
}
