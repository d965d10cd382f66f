// /mobile/tips/payment-*.html: where the payment provider sends the shopper back, in the language they
// paid in. One screen for the six pages (error layout from the shell). The route table: rendered client-side
// only (no serverRender): it reads the order for a member and the guide from the payment way this
// browser stored. The success page is a receipt; every page says what to do next; a payment that
// failed or was cancelled for an order paid meanwhile (another tab) says the order is paid.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  LocaleLink,
  PageHeading,
  isPaidState,
  orderState,
  usePageData,
  useStores,
  type Order,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { orderDetailPath, payResultPath, returnedOrderId } from '../order/orderQuery';
import { PaymentReceipt } from './PaymentReceipt';
import {
  CREDIT_GUIDE,
  CREDIT_GUIDE_POINTS,
  PAYPAL_GUIDE,
  PAYPAL_GUIDE_POINTS,
  guidesFor,
  offersRetry,
  toneOf,
  type PaymentTip,
} from './paymentTips';
import { loader, type PaymentTipsData } from './paymentTipsLoader';

export { loader };
export { head } from './paymentTipsHead';

const SUCCESS: PaymentTip = 'payment-success.html';
const PENDING: PaymentTip = 'payment-pending.html';

export default function PaymentTipsPage() {
  const data = usePageData<PaymentTipsData>();
  const [search] = useSearchParams();
  const oid = returnedOrderId(search);
  const order = data.order?.ok ? data.order.data : null;
  const paid = order !== null && isPaidState(orderState(order).key);
  if (paid && data.tip !== SUCCESS) return <AlreadyPaid order={order} oid={oid} />;
  return <TipView tip={data.tip} order={order} paid={paid} oid={oid} query={search.toString()} />;
}

/** The provider said the payment did not happen, but the order is paid: another payment paid it. */
function AlreadyPaid({ order, oid }: { order: Order; oid: string }) {
  const { t } = useTranslation(NS);
  return (
    <section className="co-tip co-tip--success">
      <PageHeading lead={t('tips.alreadyPaid')}>{t('tips.alreadyPaidTitle')}</PageHeading>
      <PaymentReceipt order={order} />
      <div className="co-actions">
        <LocaleLink className="tu-button tu-button--primary" to={orderDetailPath(oid)}>
          {t('tips.viewOrder')}
        </LocaleLink>
      </div>
    </section>
  );
}

function TipView({
  tip,
  order,
  paid,
  oid,
  query,
}: {
  tip: PaymentTip;
  order: Order | null;
  paid: boolean;
  oid: string;
  query: string;
}) {
  const { t } = useTranslation(NS);
  const { user, ui } = useStores();
  const payAgain = () => {
    if (user.requireLogin()) ui.openSitePopup({ kind: 'paymentList', orderId: oid });
  };
  const guides = guidesFor(tip);
  // The provider said success, but the store has not marked the order paid yet.
  const confirming = tip === SUCCESS && order !== null && !paid;
  return (
    <section className={`co-tip co-tip--${toneOf(tip)}`}>
      <PageHeading lead={t(`tips.message.${tip}`)}>{t(`tips.title.${tip}`)}</PageHeading>
      {tip === SUCCESS && order && paid && <PaymentReceipt order={order} />}
      {tip === CREDIT_GUIDE && <GuideList points={CREDIT_GUIDE_POINTS} prefix="creditGuide" />}
      {tip === PAYPAL_GUIDE && <GuideList points={PAYPAL_GUIDE_POINTS} prefix="paypalGuide" />}
      <section className="co-tip__next" aria-labelledby="co-tip-next">
        <h2 id="co-tip-next">{t('tips.nextHeading')}</h2>
        <p>{confirming ? t('tips.confirming') : t(`tips.next.${tip}`)}</p>
      </section>
      <div className="co-actions">
        {oid && offersRetry(tip) && (
          <button type="button" className="tu-button tu-button--primary" onClick={payAgain}>
            {tip === 'payment-cancel.html' ? t('tips.payNow') : t('tips.tryAgain')}
          </button>
        )}
        {oid && tip === PENDING && (
          <LocaleLink
            className="tu-button tu-button--primary"
            to={`/pay-result?oid=${encodeURIComponent(oid)}`}
          >
            {t('tips.checkStatus')}
          </LocaleLink>
        )}
        {oid ? (
          <LocaleLink
            className={`tu-button${tip === SUCCESS && !confirming ? ' tu-button--primary' : ''}`}
            to={orderDetailPath(oid)}
          >
            {t('tips.viewOrder')}
          </LocaleLink>
        ) : (
          <LocaleLink className="tu-button" to="/user?tab=order">
            {t('tips.myOrders')}
          </LocaleLink>
        )}
        {oid && tip === SUCCESS && (
          <LocaleLink
            className={`tu-button${confirming ? ' tu-button--primary' : ''}`}
            to={payResultPath(oid)}
          >
            {t('tips.checkStatus')}
          </LocaleLink>
        )}
        {tip === SUCCESS && (
          <LocaleLink className="tu-button" to="/">
            {t('tips.continueShopping')}
          </LocaleLink>
        )}
      </div>
      {guides.length > 0 && (
        <nav aria-label={t('tips.guides')} className="co-tip__guides">
          <p>{t('tips.guides')}</p>
          <ul>
            {guides.map((guide) => (
              <li key={guide}>
                <LocaleLink to={`/mobile/tips/${guide}${query ? `?${query}` : ''}`}>
                  {guide === CREDIT_GUIDE ? t('tips.creditGuideLink') : t('tips.paypalGuideLink')}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

function GuideList({ points, prefix }: { points: readonly string[]; prefix: 'creditGuide' | 'paypalGuide' }) {
  const { t } = useTranslation(NS);
  return (
    <ol className="co-tip__guide">
      {points.map((point) => (
        <li key={point}>{t(`tips.${prefix}.${point}`)}</li>
      ))}
    </ol>
  );
}
