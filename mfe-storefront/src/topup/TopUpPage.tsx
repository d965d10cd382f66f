import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { TopUpPurchase } from './TopUpPurchase';
import { ProductNotFoundError, useTopUpProduct } from './useTopUpProduct';

/** /top-up/{linkName}: the purchase page of one product. */
export default observer(function TopUpPage() {
  const { t } = useTranslation(NS);
  const { linkName = '' } = useParams();
  const product = useTopUpProduct(linkName);
  if (product.status === 'loading') return <LoadingState />;
  if (product.status === 'error') {
    return product.error instanceof ProductNotFoundError ? (
      <EmptyState message={t('topUp.notFound')} />
    ) : (
      <ErrorState error={product.error} onRetry={product.reload} />
    );
  }
  return <TopUpPurchase key={linkName} linkName={linkName} product={product.data} />;
});
