import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function PayResultPage() {
  const { t } = useTranslation(NS);
  return <PageHeading lead={t('payResult.lead')}>{t('payResult.title')}</PageHeading>;
}
