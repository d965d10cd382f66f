// /mobile/tips/payment-*.html: where the payment provider sends the shopper back. One screen for the
// six pages (error layout from the shell). Spec 2: rendered client-side only (no serverRender): it
// reads the order from the query and the guide from the payment way this browser stored.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LocaleLink, PageHeading, usePageData, useStores } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { returnedOrderId } from '../order/orderQuery';
import {
  CREDIT_GUIDE,
  CREDIT_GUIDE_POINTS,
  PAYPAL_GUIDE,
  PAYPAL_GUIDE_POINTS,
  guidesFor,
  offersRetry,
  toneOf,
} from './paymentTips';
import { loader, type PaymentTipsData } from './paymentTipsLoader';

export { loader };

const orderPath = (oid: string) => `/order/detail?oid=${encodeURIComponent(oid)}`;

export default function PaymentTipsPage() {
  const { t } = useTranslation(NS);
  const { user, ui } = useStores();
  const { tip } = usePageData<PaymentTipsData>();
  const [search] = useSearchParams();
  const oid = returnedOrderId(search);
  const query = search.toString();
  const payAgain = () => {
    if (user.requireLogin()) ui.openSitePopup({ kind: 'paymentList', orderId: oid });
  };
  const guides = guidesFor(tip);
  return (
    <section className={`co-tip co-tip--${toneOf(tip)}`}>
      <PageHeading lead={t(`tips.message.${tip}`)}>{t(`tips.title.${tip}`)}</PageHeading>
      {tip === CREDIT_GUIDE && <GuideList points={CREDIT_GUIDE_POINTS} prefix="creditGuide" />}
      {tip === PAYPAL_GUIDE && <GuideList points={PAYPAL_GUIDE_POINTS} prefix="paypalGuide" />}
      <div className="co-actions">
        {oid && offersRetry(tip) && (
          <button type="button" className="tu-button tu-button--primary" onClick={payAgain}>
            {tip === 'payment-cancel.html' ? t('tips.payNow') : t('tips.tryAgain')}
          </button>
        )}
        {oid && tip === 'payment-pending.html' && (
          <LocaleLink
            className="tu-button tu-button--primary"
            to={`/pay-result?oid=${encodeURIComponent(oid)}`}
          >
            {t('tips.checkStatus')}
          </LocaleLink>
        )}
        {oid ? (
          <LocaleLink className="tu-button" to={orderPath(oid)}>
            {t('tips.viewOrder')}
          </LocaleLink>
        ) : (
          <LocaleLink className="tu-button" to="/user?tab=order">
            {t('tips.myOrders')}
          </LocaleLink>
        )}
        {tip === 'payment-success.html' && (
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
