// Body of the site's payment-method popup (shell draws the frame, title "Choose a payment method").
// Lists the methods for an unpaid order; choosing one opens its SDK form below the list. An order that
// no longer waits for payment (paid in another tab, a payment pending, cancelled, out of time) says so.
// Each method shows the store's own mark for it (store-api's /payments/methods); the list works without.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  imageHosts,
  resolveImageUrl,
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
import { paymentsApi, type PaymentMethodMark, type PaymentSessionMethod } from './paymentsApi';
import { useOrderOnReturn } from './useOrderOnReturn';

/** store-api's payment marks are drawn 64 x 40; the list shows them at half size. */
const MARK_WIDTH = 48;
const MARK_HEIGHT = 30;

type MarkPictures = ReadonlyMap<PaymentSessionMethod, string>;

const picturesOf = (marks: readonly PaymentMethodMark[]): MarkPictures =>
  new Map(marks.map((mark) => [mark.id, resolveImageUrl(mark.pic, imageHosts())]));

export default function PaymentListPopup({ orderId, onClose }: PaymentListPopupProps) {
  const { api } = useStores();
  // A popup's read, made when the shopper opens it (in the browser only).
  const order = useAsync(() => api.orders.bySn(orderId), [api, orderId]);
  const marks = useAsync(() => paymentsApi(api).methods(), [api]);
  // A later read of the order (back in this tab, a payment refused), which replaces the first.
  const [latest, setLatest] = useState<Order | null>(null);
  useOrderOnReturn(orderId, setLatest);
  if (order.status === 'loading' || marks.status === 'loading') return <LoadingState />;
  if (order.status === 'error') return <ErrorState error={order.error} onRetry={order.reload} />;
  const current = latest ?? order.data;
  const state = orderState(current).key;
  if (state !== 'unpaid') return <NotPayable state={state} onClose={onClose} />;
  // Without its marks (their call failed) the list still takes the payment: they are pictures only.
  const pictures = picturesOf(marks.status === 'success' ? marks.data : []);
  return <PaymentChooser order={current} pictures={pictures} onOrderClosed={setLatest} />;
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

function PaymentChooser({
  order,
  pictures,
  onOrderClosed,
}: {
  order: Order;
  pictures: MarkPictures;
  onOrderClosed: (order: Order) => void;
}) {
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
                <MethodMark src={pictures.get(method.id)} />
                <span className="co-pay__method-text">
                  <span className="co-pay__method-name">{t(`pay.method.${method.id}`)}</span>
                  <span id={`co-pay-help-${method.id}`} className="co-pay__method-help">
                    {t(`pay.methodHelp.${method.id}`)}
                  </span>
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

/** The method's mark; its name is the text beside it, so the picture says nothing more (alt=""). */
function MethodMark({ src }: { src: string | undefined }) {
  // An empty box of the same size keeps every name in line when a mark is missing.
  if (!src) return <span className="co-pay__method-mark" aria-hidden="true" />;
  return (
    <img
      className="co-pay__method-mark"
      src={src}
      alt=""
      width={MARK_WIDTH}
      height={MARK_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  );
}
