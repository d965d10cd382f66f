import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LocaleLink,
  PageHeading,
  usePageData,
  usePageReload,
  type HomeIndex,
  type ServerRender,
  type Settled,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { DecorativeImage } from '../page/DecorativeImage';
import '../content.css';
import { ProductReviews } from './ProductReviews';
import { head, loader, type ProductReviewData } from './productReviewPageLoader';

export { head, loader };
export const serverRender: ServerRender = 'everyone';

/** The products whose reviews can be read, when /product/review names none. */
function ProductChooser({ index }: { index: Settled<HomeIndex> }) {
  const { t } = useTranslation(NS);
  const reload = usePageReload();
  let body;
  if (!index.ok) body = <ErrorState error={index.error} onRetry={reload} />;
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
  const data = usePageData<ProductReviewData>();
  return data.view === 'reviews' ? (
    <ProductReviews data={data.reviews} />
  ) : (
    <ProductChooser index={data.index} />
  );
}
