import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { ProductCard } from '../home/ProductCard';
import { useHomeIndex } from '../home/useHomeIndex';

/** Every top-up product: the "all" list of the home index. */
export default function TopUpListPage() {
  const { t } = useTranslation(NS);
  const index = useHomeIndex();
  const all =
    index.status === 'success' ? (index.data.sections.find((s) => s.key === 'all')?.products ?? []) : [];
  return (
    <div>
      <PageHeading lead={t('topUpList.lead')}>{t('topUpList.title')}</PageHeading>
      {index.status === 'loading' && <LoadingState />}
      {index.status === 'error' && <ErrorState error={index.error} onRetry={index.reload} />}
      {index.status === 'success' && all.length === 0 && <EmptyState />}
      {all.length > 0 && (
        <ul className="tu-grid">
          {all.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}
