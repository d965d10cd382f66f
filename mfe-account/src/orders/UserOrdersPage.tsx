import { useTranslation } from 'react-i18next';
import { LoginRequired, PageHeading } from '@topup/shared-lib';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../account.css';
import { OrdersPanel } from './OrdersPanel';

export default function UserOrdersPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  return (
    <div>
      <PageHeading lead={t('orders.lead')}>{t('orders.pageTitle')}</PageHeading>
      <LoginRequired message={t('center.loginPrompt')}>
        <OrdersPanel />
      </LoginRequired>
    </div>
  );
}
