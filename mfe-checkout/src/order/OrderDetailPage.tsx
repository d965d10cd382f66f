// /order/detail?oid= : one order of the logged-in member, by sn or id. Rendered by the
// store's server for the member: what depends on the shopper's clock or zone shows once hydrated.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  LocaleLink,
  LoginRequired,
  PageHeading,
  useAfterSitePopup,
  usePageData,
  usePageReload,
  useStores,
  type Order,
  type ServerRender,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { OrderActions } from './OrderActions';
import { OrderSummary } from './OrderSummary';
import { OPEN_PAY_PARAM, isMobileViewport } from './mobileOpenPay';
import { loader, type OrderDetailData } from './orderDetailLoader';
import { useOrderState } from './useOrderState';

export { loader };
export { head } from './orderDetailHead';
export const serverRender: ServerRender = 'member';

export default function OrderDetailPage() {
  const { t } = useTranslation(NS);
  const data = usePageData<OrderDetailData>();
  const reload = usePageReload();
  const [search] = useSearchParams();
  const openPay = search.get(OPEN_PAY_PARAM) === '1';
  // The way to the member's orders shows once the page knows what it shows: under a loading line it
  // would move down when the order came.
  const myOrders = (
    <p>
      <LocaleLink to="/user?tab=order">{t('order.myOrders')}</LocaleLink>
    </p>
  );
  return (
    <div>
      <PageHeading>{t('order.title')}</PageHeading>
      {data.kind === 'missingId' ? (
        <>
          <p className="tu-card">{t('order.missingId')}</p>
          {myOrders}
        </>
      ) : (
        <LoginRequired message={t('order.loginPrompt')}>
          {data.kind === 'guest' ? (
            // Just logged in: the order is being read for the member.
            <LoadingState />
          ) : (
            <>
              {data.order.ok ? (
                <OrderView
                  order={data.order.data}
                  readAt={data.readAt}
                  reviewed={data.reviewed}
                  openPay={openPay}
                  reload={reload}
                />
              ) : (
                <ErrorState error={data.order.error} onRetry={reload} />
              )}
              {myOrders}
            </>
          )}
        </LoginRequired>
      )}
    </div>
  );
}

function OrderView({
  order,
  readAt,
  reviewed,
  openPay,
  reload,
}: {
  order: Order;
  readAt: number;
  reviewed: boolean;
  openPay: boolean;
  reload: () => void;
}) {
  const { ui } = useStores();
  const state = useOrderState(order, readAt);
  // Whatever happened in the payment list (paid there or in another tab, a payment left pending), the
  // order is read again once it closes.
  const afterPayment = useAfterSitePopup('paymentList', reload);
  const openPayment = useCallback(() => {
    ui.openSitePopup({ kind: 'paymentList', orderId: String(order.id) });
    afterPayment();
  }, [ui, order.id, afterPayment]);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !openPay || !isMobileViewport() || !state.actions.pay) return;
    opened.current = true;
    openPayment();
  }, [openPay, state.actions.pay, openPayment]);
  return (
    <>
      <OrderSummary order={order} state={state.key} onPayWindowOver={reload} />
      <OrderActions order={order} state={state} reviewed={reviewed} onPay={openPayment} onChanged={reload} />
    </>
  );
}
