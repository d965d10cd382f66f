import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  PageHeading,
  useHydrated,
  usePageData,
  usePageReload,
  useStores,
  type Order,
  type ServerRender,
  type Settled,
} from '@topup/shared-lib';
import { AccountNav } from '../common/AccountNav';
import { MemberContent } from '../common/MemberContent';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../i18n/registerDueVerificationStrings';
import '../i18n/registerVerificationStrings';
import '../i18n/registerOrdersStrings';
import '../account.css';
import { dueVerification } from './dueVerification';
import { loader, type UploadAuthData } from './uploadAuthLoader';
import { useVerification } from './verificationOf';
import { verifyOrder } from './verifyOrder';
import { currentVerificationOrder } from './verificationRules';

export { loader };
export { head } from './uploadAuthHead';
export const serverRender: ServerRender = 'member';

/**
 * The order that needs verification now and a way to start: the centre's once its checks have
 * answered (they follow every change), before that the one the page's loader read. The centre's state
 * is the browser's, so it shows only once the page has hydrated (the server rendered the loader's).
 */
const CurrentVerification = observer(function CurrentVerification({
  waiting,
}: {
  waiting: Settled<Order[]>;
}) {
  const { t } = useTranslation(NS);
  const stores = useStores();
  const verification = useVerification();
  const reload = usePageReload();
  const live = useHydrated() && verification.previewChecked;
  if (!live && !waiting.ok) return <ErrorState error={waiting.error} onRetry={reload} />;
  const due = live
    ? dueVerification(verification.current)
    : dueVerification(waiting.ok ? currentVerificationOrder(waiting.data) : null);
  if (!due) return <EmptyState message={t('uploadAuth.none')} />;
  const { order, kind, reason } = due;
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
        onClick={() => void verifyOrder(stores, order)}
      >
        {t('verify.start')}
      </button>
    </section>
  );
});

export default function UploadAuthPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  const data = usePageData<UploadAuthData>();
  return (
    <div>
      <PageHeading lead={t('uploadAuth.lead')}>{t('uploadAuth.title')}</PageHeading>
      <AccountNav current="verification" />
      <MemberContent data={data}>{({ waiting }) => <CurrentVerification waiting={waiting} />}</MemberContent>
    </div>
  );
}
