// /pay-result and /order/PayResult?oid= : says whether the order got paid, polling until it knows.
// Rendered by the store's server for the member, from the loader's read of the order.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  LocaleLink,
  LoginRequired,
  PageHeading,
  usePageData,
  type ServerRender,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { orderDetailPath } from '../order/orderQuery';
import { PaymentReceipt } from '../tips/PaymentReceipt';
import { loader, type FirstRead, type PayResultData } from './payResultLoader';
import { usePaymentOutcome } from './usePaymentOutcome';

export { loader };
export { head } from './payResultHead';
export const serverRender: ServerRender = 'member';

export default function PayResultPage() {
  const { t } = useTranslation(NS);
  const data = usePageData<PayResultData>();
  return (
    <div>
      <PageHeading lead={t('payResult.lead')}>{t('payResult.title')}</PageHeading>
      {data.kind === 'missingId' ? (
        <p className="tu-card">{t('payResult.missingId')}</p>
      ) : (
        <LoginRequired message={t('order.loginPrompt')}>
          {data.kind === 'guest' ? (
            // Just logged in: the order is being read for the member.
            <LoadingState />
          ) : (
            <PaymentOutcomeView oid={data.oid} first={data} />
          )}
        </LoginRequired>
      )}
    </div>
  );
}

function PaymentOutcomeView({ oid, first }: { oid: string; first: FirstRead }) {
  const { t } = useTranslation(NS);
  const [attempt, setAttempt] = useState(0);
  const outcome = usePaymentOutcome(oid, first, attempt);
  if (outcome.name === 'error')
    return <ErrorState error={outcome.error} onRetry={() => setAttempt((n) => n + 1)} />;
  const waitsForProvider = outcome.order?.paymentStatus === 'pending';
  const gaveUp = outcome.name === 'timedOut' || outcome.name === 'stillPending';
  // A paid order shows what was bought, for which account and for how much, as a receipt does.
  const receipt = outcome.name === 'paid' ? outcome.order : null;
  return (
    <>
      <section className={`tu-card co-result co-result--${outcome.name}`}>
        {outcome.name === 'checking' ? (
          <LoadingState label={t(waitsForProvider ? 'payResult.pendingChecking' : 'payResult.checking')} />
        ) : (
          <p role="status">{t(`payResult.${outcome.name}`)}</p>
        )}
        <div className="co-actions">
          {gaveUp && (
            <button
              type="button"
              className="tu-button tu-button--primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('payResult.checkAgain')}
            </button>
          )}
          <LocaleLink className="tu-button" to={orderDetailPath(oid)}>
            {t('tips.viewOrder')}
          </LocaleLink>
          {receipt && (
            <LocaleLink className="tu-button" to="/">
              {t('tips.continueShopping')}
            </LocaleLink>
          )}
        </div>
      </section>
      {receipt && <PaymentReceipt order={receipt} />}
    </>
  );
}
