import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function ContactPage() {
  const { t } = useTranslation(NS);
  return <PageHeading lead={t('contact.lead')}>{t('contact.title')}</PageHeading>;
}
