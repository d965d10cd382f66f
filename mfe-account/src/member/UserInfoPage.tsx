import { useTranslation } from 'react-i18next';
import { LoginRequired, PageHeading } from '@topup/shared-lib';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../account.css';
import { MemberInfo } from './MemberInfo';

export default function UserInfoPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  return (
    <div>
      <PageHeading lead={t('profile.lead')}>{t('profile.title')}</PageHeading>
      <LoginRequired message={t('center.loginPrompt')}>
        <MemberInfo />
      </LoginRequired>
    </div>
  );
}
