import { useEffect, useRef, type ReactNode } from 'react';
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
  // The way to the member's orders shows once the page knows what it shows: under a loading line it
  // would move down when the order came (issue 10: CLS 0.018 on a phone).
  const myOrders = (
    <p>
      <LocaleLink to="/user?tab=order">{t('order.myOrders')}</LocaleLink>
    </p>
  );
  return (
    <div>
      <PageHeading>{t('order.title')}</PageHeading>
      {!oid ? (
        <>
          <p className="tu-card">{t('order.missingId')}</p>
          {myOrders}
        </>
      ) : (
        <LoginRequired message={t('order.loginPrompt')}>
          <OrderLoader oid={oid} token={userStore.token} openPay={openPay}>
            {myOrders}
          </OrderLoader>
        </LoginRequired>
      )}
    </div>
  );
});

function OrderLoader({
  oid,
  token,
  openPay,
  children,
}: {
  oid: string;
  token: string | null;
  openPay: boolean;
  /** Shown under the order, or under the error, once the order has answered. */
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const order = useAsync(() => orders.bySn(oid), [oid, token, i18n.language]);
  if (order.status === 'loading') return <LoadingState />;
  return (
    <>
      {order.status === 'error' ? (
        <ErrorState error={order.error} onRetry={order.reload} />
      ) : (
        <OrderView order={order.data} openPay={openPay} reload={order.reload} />
      )}
      {children}
    </>
  );
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
