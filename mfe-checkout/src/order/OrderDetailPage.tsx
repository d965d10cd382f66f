import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  LocaleLink,
  LoginRequired,
  PageHeading,
  orders,
  uiStore,
  useAsync,
  userStore,
  type Order,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { OrderActions } from './OrderActions';
import { OrderSummary } from './OrderSummary';
import { OPEN_PAY_PARAM, isMobileViewport } from './mobileOpenPay';
import { allowedActions } from './orderState';

/** /order/detail?oid= : one order of the logged-in member, by sn or id. */
export default observer(function OrderDetailPage() {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const oid = search.get('oid')?.trim() ?? '';
  const openPay = search.get(OPEN_PAY_PARAM) === '1';
  return (
    <div>
      <PageHeading>{t('order.title')}</PageHeading>
      {!oid ? (
        <p className="tu-card">{t('order.missingId')}</p>
      ) : (
        <LoginRequired message={t('order.loginPrompt')}>
          <OrderLoader oid={oid} token={userStore.token} openPay={openPay} />
        </LoginRequired>
      )}
      <p>
        <LocaleLink to="/user?tab=order">{t('order.myOrders')}</LocaleLink>
      </p>
    </div>
  );
});

function OrderLoader({ oid, token, openPay }: { oid: string; token: string | null; openPay: boolean }) {
  const { i18n } = useTranslation();
  const order = useAsync(() => orders.bySn(oid), [oid, token, i18n.language]);
  if (order.status === 'loading') return <LoadingState />;
  if (order.status === 'error') return <ErrorState error={order.error} onRetry={order.reload} />;
  return <OrderView order={order.data} openPay={openPay} reload={order.reload} />;
}

function OrderView({ order, openPay, reload }: { order: Order; openPay: boolean; reload: () => void }) {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !openPay || !isMobileViewport() || !allowedActions(order).pay) return;
    opened.current = true;
    uiStore.openSitePopup({ kind: 'paymentList', orderId: String(order.id) });
  }, [openPay, order]);
  return (
    <>
      <OrderSummary order={order} onPayWindowOver={reload} />
      <OrderActions order={order} onChanged={reload} />
    </>
  );
}
