import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function ProductReviewPage() {
  const { t } = useTranslation(NS);
  return <PageHeading lead={t('review.productLead')}>{t('review.title')}</PageHeading>;
}
