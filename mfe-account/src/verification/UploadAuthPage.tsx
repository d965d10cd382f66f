import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoginRequired, PageHeading, verificationStore } from '@topup/shared-lib';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../account.css';

/** The verification page: the order that needs verification now and a way to start (spec 4). */
const CurrentVerification = observer(function CurrentVerification() {
  const { t } = useTranslation(NS);
  const order = verificationStore.current;
  const kind = verificationStore.kind;
  if (!order || !kind) return <EmptyState message={t('uploadAuth.none')} />;
  const reason = verificationStore.rejectReason;
  return (
    <section className="tu-card" aria-labelledby="acc-upload-auth-order">
      <h2 id="acc-upload-auth-order">{t('orders.number', { sn: order.orderSn })}</h2>
      <p>
        {order.productName} · {t(`verify.kind.${kind}`)}
      </p>
      {reason && <p className="acc-verify__reason">{t('verify.rejected', { reason })}</p>}
      <button
        type="button"
        className="tu-button tu-button--primary"
        onClick={() => verificationStore.requestUpload()}
      >
        {t('verify.start')}
      </button>
    </section>
  );
});

export default function UploadAuthPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  return (
    <div>
      <PageHeading lead={t('uploadAuth.lead')}>{t('uploadAuth.title')}</PageHeading>
      <LoginRequired message={t('center.loginPrompt')}>
        <CurrentVerification />
      </LoginRequired>
    </div>
  );
}
