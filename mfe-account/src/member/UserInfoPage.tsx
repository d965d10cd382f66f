import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../account.css';
import { LoginGate } from './LoginGate';
import { MemberInfo } from './MemberInfo';

export default function UserInfoPage() {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading lead={t('profile.lead')}>{t('profile.title')}</PageHeading>
      <LoginGate>
        <MemberInfo />
      </LoginGate>
    </div>
  );
}
