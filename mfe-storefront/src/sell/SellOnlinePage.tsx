import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function SellOnlinePage() {
  const { t } = useTranslation(NS);
  return <PageHeading lead={t('sell.lead')}>{t('sell.title')}</PageHeading>;
}
