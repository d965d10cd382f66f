import { useParams } from 'react-router-dom';
import { ErrorState, usePageData, usePageReload, type ServerRender } from '@topup/shared-lib';
import '../i18n';
import '../storefront.css';
import { TopUpPurchase } from './TopUpPurchase';
import { head, loader, type TopUpData } from './topUpLoader';
import { useReloadOnLogout } from './useReloadOnLogout';

export { head, loader };
export const serverRender: ServerRender = 'everyone';

/** /top-up/{linkName}: the purchase page of one product. */
export default function TopUpPage() {
  const { linkName = '' } = useParams();
  const { product } = usePageData<TopUpData>();
  const reload = usePageReload();
  useReloadOnLogout();
  if (!product.ok) return <ErrorState error={product.error} onRetry={reload} />;
  return <TopUpPurchase key={linkName} linkName={linkName} product={product.data} />;
}
