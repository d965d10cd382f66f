// Body of the site's payment-method popup (shell draws the frame, title "Choose a payment method").
// Lists the methods for an unpaid order; choosing one opens its SDK form below the list. An order that
// no longer waits for payment (paid in another tab, a payment pending, cancelled, out of time) says so.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  Price,
  orderState,
  useAsync,
  useStores,
  type Order,
  type OrderStateKey,
  type PaymentListPopupProps,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { PAYMENT_METHODS, type PaymentMethod } from './paymentMethods';
import { PaymentForm } from './PaymentForm';
import { useOrderOnReturn } from './useOrderOnReturn';

export default function PaymentListPopup({ orderId, onClose }: PaymentListPopupProps) {
  const { api } = useStores();
  // A popup's read, made when the shopper opens it (in the browser only).
  const order = useAsync(() => api.orders.bySn(orderId), [api, orderId]);
  // A later read of the order (back in this tab, a payment refused), which replaces the first.
  const [latest, setLatest] = useState<Order | null>(null);
  useOrderOnReturn(orderId, setLatest);
  if (order.status === 'loading') return <LoadingState />;
  if (order.status === 'error') return <ErrorState error={order.error} onRetry={order.reload} />;
  const current = latest ?? order.data;
  const state = orderState(current).key;
  if (state !== 'unpaid') return <NotPayable state={state} onClose={onClose} />;
  return <PaymentChooser order={current} onOrderClosed={setLatest} />;
}

function NotPayable({ state, onClose }: { state: OrderStateKey; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="co-pay">
      <p role="status">{t(`pay.notPayable.${state}`)}</p>
      <button type="button" className="tu-button tu-button--primary" onClick={onClose}>
        {t('pay.viewOrder')}
      </button>
    </div>
  );
}

function PaymentChooser({ order, onOrderClosed }: { order: Order; onOrderClosed: (order: Order) => void }) {
  const { t } = useTranslation(NS);
  const { ui } = useStores();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  // The clicked method button leaves the page: keep keyboard and screen-reader users in the dialog.
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (chosen) chosenHeading.current?.focus();
  }, [chosen]);
  return (
    <div className="co-pay">
      <p className="co-pay__amount">
        {t('pay.intro')} <Price amount={order.amount} currency={order.currency} />
      </p>
      {chosen ? (
        <>
          <h3 className="co-pay__chosen" ref={chosenHeading} tabIndex={-1}>
            {t('pay.chosen', { method: t(`pay.method.${chosen.id}`) })}
          </h3>
          <PaymentForm order={order} method={chosen} onOrderClosed={onOrderClosed} />
          <button type="button" className="tu-button" onClick={() => setChosen(null)}>
            {t('pay.otherMethod')}
          </button>
        </>
      ) : (
        <ul className="co-pay__methods" aria-label={t('pay.methodsLabel')}>
          {PAYMENT_METHODS.map((method) => (
            <li key={method.id}>
              <button
                type="button"
                className="co-pay__method"
                aria-describedby={`co-pay-help-${method.id}`}
                onClick={() => setChosen(method)}
              >
                <span className="co-pay__method-name">{t(`pay.method.${method.id}`)}</span>
                <span id={`co-pay-help-${method.id}`} className="co-pay__method-help">
                  {t(`pay.methodHelp.${method.id}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="co-link co-pay__safety"
        onClick={() => ui.openSitePopup({ kind: 'safety' })}
      >
        {t('pay.safety')}
      </button>
    </div>
  );
}
