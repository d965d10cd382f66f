import { useTranslation } from 'react-i18next';
import { ErrorState, PageHeading, usePageData, usePageReload, type ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCatalogueStrings';
import '../storefront.css';
import { ProductGrid } from '../home/ProductGrid';
import { allProducts, head, loader, type TopUpListData } from './topUpListLoader';

export { head, loader };
export const serverRender: ServerRender = 'everyone';

/** Every top-up product: the "all" list of the home index, a page at a time. */
export default function TopUpListPage() {
  const { t } = useTranslation(NS);
  const { index } = usePageData<TopUpListData>();
  const reload = usePageReload();
  return (
    <div className="sf-listing">
      <PageHeading lead={t('topUpList.lead')}>{t('topUpList.title')}</PageHeading>
      {index.ok ? (
        <ProductGrid list={allProducts(index.data)} />
      ) : (
        <ErrorState error={index.error} onRetry={reload} />
      )}
    </div>
  );
}
