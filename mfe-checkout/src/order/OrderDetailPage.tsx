import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  LoginRequired,
  PageHeading,
  orders,
  useAsync,
  userStore,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { OrderSummary } from './OrderSummary';

/** /order/detail?oid= : one order of the logged-in member, by sn or id. */
export default observer(function OrderDetailPage() {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const oid = search.get('oid')?.trim() ?? '';
  return (
    <div>
      <PageHeading>{t('order.title')}</PageHeading>
      {!oid ? (
        <p className="tu-card">{t('order.missingId')}</p>
      ) : (
        <LoginRequired message={t('order.loginPrompt')}>
          <OrderLoader oid={oid} token={userStore.token} />
        </LoginRequired>
      )}
    </div>
  );
});

function OrderLoader({ oid, token }: { oid: string; token: string | null }) {
  const { i18n } = useTranslation();
  const order = useAsync(() => orders.bySn(oid), [oid, token, i18n.language]);
  if (order.status === 'loading') return <LoadingState />;
  if (order.status === 'error') return <ErrorState error={order.error} onRetry={order.reload} />;
  return <OrderSummary order={order.data} />;
}
