import { useTranslation } from 'react-i18next';
import { LoginRequired, PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function UserCouponsPage() {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading lead={t('coupons.lead')}>{t('coupons.title')}</PageHeading>
      <LoginRequired message={t('center.loginPrompt')}>{null}</LoginRequired>
    </div>
  );
}
