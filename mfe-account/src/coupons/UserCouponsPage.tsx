import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import { LoginGate } from '../member/LoginGate';

export default function UserCouponsPage() {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading lead={t('coupons.lead')}>{t('coupons.title')}</PageHeading>
      <LoginGate>{null}</LoginGate>
    </div>
  );
}
