import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function ReviewPage() {
  const { t } = useTranslation(NS);
  const { sn = '' } = useParams();
  return <PageHeading lead={t('review.lead', { sn })}>{t('review.title')}</PageHeading>;
}
