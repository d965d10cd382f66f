import { useTranslation } from 'react-i18next';
import { LoginRequired, PageHeading } from '@topup/shared-lib';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../account.css';
import { VipSummary } from './VipSummary';

export default function UserGainPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  return (
    <div>
      <PageHeading lead={t('gain.lead')}>{t('gain.title')}</PageHeading>
      <LoginRequired message={t('center.loginPrompt')}>
        <VipSummary />
      </LoginRequired>
    </div>
  );
}
