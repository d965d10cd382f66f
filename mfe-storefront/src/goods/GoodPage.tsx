import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function GoodPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  return <PageHeading lead={t('good.lead', { id })}>{t('good.title')}</PageHeading>;
}
