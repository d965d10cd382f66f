import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function HelpPage() {
  const { t } = useTranslation(NS);
  return <PageHeading lead={t('help.lead')}>{t('help.title')}</PageHeading>;
}
