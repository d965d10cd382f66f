import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  LocaleLink,
  PageHeading,
  products,
  useAsync,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { DecorativeImage } from '../page/DecorativeImage';
import '../content.css';
import { ProductReviews } from './ProductReviews';

/** The products whose reviews can be read, when /product/review names none. */
function ProductChooser() {
  const { t, i18n } = useTranslation(NS);
  const index = useAsync(() => products.indexV2(), [i18n.language]);
  let body;
  if (index.status === 'loading') body = <LoadingState />;
  else if (index.status === 'error') body = <ErrorState error={index.error} onRetry={index.reload} />;
  else {
    const all = index.data.sections.find((section) => section.key === 'all')?.products ?? [];
    body =
      all.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="ct-product-choice">
          {all.map((product) => (
            <li key={product.id} className="tu-card">
              <DecorativeImage src={product.pic} width={48} height={48} />
              <LocaleLink to={`/review/${encodeURIComponent(product.sn)}`}>
                {t('reviews.readFor', { product: product.name })}
              </LocaleLink>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <div>
      <PageHeading lead={t('reviews.chooseLead')}>{t('reviews.title')}</PageHeading>
      {body}
    </div>
  );
}

/** /product/review?sn={sn}: a product's reviews; without sn, a list of products to pick from. */
export default function ProductReviewPage() {
  const [params] = useSearchParams();
  const sn = params.get('sn')?.trim() ?? '';
  return sn ? <ProductReviews sn={sn} /> : <ProductChooser />;
}
