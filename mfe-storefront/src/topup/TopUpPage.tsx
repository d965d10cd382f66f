import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeading, Price, mediaUrl } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { useHomeIndex } from '../home/useHomeIndex';

/** The purchase page; for now the product as the catalogue knows it (issue 6 adds the purchase). */
export default function TopUpPage() {
  const { t } = useTranslation(NS);
  const { linkName = '' } = useParams();
  const index = useHomeIndex();
  if (index.status === 'loading') return <LoadingState />;
  if (index.status === 'error') return <ErrorState error={index.error} onRetry={index.reload} />;
  const product = index.data.sections.flatMap((s) => s.products).find((p) => p.linkName === linkName);
  if (!product) return <EmptyState message={t('topUp.notFound')} />;
  return (
    <article className="sf-topup">
      <img src={mediaUrl(product.pic)} alt="" width={120} height={120} className="sf-topup__pic" />
      <div>
        <PageHeading lead={t('topUp.lead')}>{product.name}</PageHeading>
        <Price amount={product.minPrice} currency={product.currency} original={product.originalPrice} />
      </div>
    </article>
  );
}
