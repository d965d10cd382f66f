import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import { LoginGate } from '../member/LoginGate';

export default function UserGainPage() {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading lead={t('gain.lead')}>{t('gain.title')}</PageHeading>
      <LoginGate>{null}</LoginGate>
    </div>
  );
}
