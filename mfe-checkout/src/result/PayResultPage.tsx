// /pay-result and /order/PayResult?oid= : says whether the order got paid, polling until it knows.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, LocaleLink, LoginRequired, PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../checkout.css';
import { usePaymentOutcome } from './usePaymentOutcome';

export default observer(function PayResultPage() {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const oid = (search.get('oid') ?? search.get('orderSn') ?? '').trim();
  return (
    <div>
      <PageHeading lead={t('payResult.lead')}>{t('payResult.title')}</PageHeading>
      {oid ? (
        <LoginRequired message={t('order.loginPrompt')}>
          <PaymentOutcomeView oid={oid} />
        </LoginRequired>
      ) : (
        <p className="tu-card">{t('payResult.missingId')}</p>
      )}
    </div>
  );
});

function PaymentOutcomeView({ oid }: { oid: string }) {
  const { t } = useTranslation(NS);
  const [attempt, setAttempt] = useState(0);
  const outcome = usePaymentOutcome(oid, attempt);
  if (outcome.name === 'error')
    return <ErrorState error={outcome.error} onRetry={() => setAttempt((n) => n + 1)} />;
  const detail = `/order/detail?oid=${encodeURIComponent(oid)}`;
  return (
    <section className={`tu-card co-result co-result--${outcome.name}`}>
      {outcome.name === 'checking' ? (
        <LoadingState label={t('payResult.checking')} />
      ) : (
        <p role="status">{t(`payResult.${outcome.name}`)}</p>
      )}
      <div className="co-actions">
        {outcome.name === 'timedOut' && (
          <button
            type="button"
            className="tu-button tu-button--primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('payResult.checkAgain')}
          </button>
        )}
        <LocaleLink className="tu-button" to={detail}>
          {t('tips.viewOrder')}
        </LocaleLink>
      </div>
    </section>
  );
}
