import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { ProductGrid } from '../home/ProductGrid';
import { useHomeIndex } from '../home/useHomeIndex';

/** Every top-up product: the "all" list of the home index, a page at a time. */
export default function TopUpListPage() {
  const { t } = useTranslation(NS);
  const index = useHomeIndex();
  return (
    <div className="sf-listing">
      <PageHeading lead={t('topUpList.lead')}>{t('topUpList.title')}</PageHeading>
      {index.status === 'loading' && <LoadingState />}
      {index.status === 'error' && <ErrorState error={index.error} onRetry={index.reload} />}
      {index.status === 'success' && (
        <ProductGrid list={index.data.sections.find((s) => s.key === 'all')?.products ?? []} />
      )}
    </div>
  );
}
