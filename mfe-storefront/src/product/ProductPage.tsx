import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function ProductPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  return <PageHeading lead={t('productPage.lead', { id })}>{t('productPage.title')}</PageHeading>;
}
