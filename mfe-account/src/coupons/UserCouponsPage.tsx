import { useTranslation } from 'react-i18next';
import { LoginRequired, PageHeading } from '@topup/shared-lib';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../account.css';
import { CouponsPanel } from './CouponsPanel';

export default function UserCouponsPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  return (
    <div>
      <PageHeading lead={t('coupons.lead')}>{t('coupons.pageTitle')}</PageHeading>
      <LoginRequired message={t('center.loginPrompt')}>
        <CouponsPanel />
      </LoginRequired>
    </div>
  );
}
