import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function AboutPage() {
  const { t } = useTranslation(NS);
  return <PageHeading lead={t('about.lead')}>{t('about.title')}</PageHeading>;
}
