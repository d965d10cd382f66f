import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function NewsCategoryPage() {
  const { t } = useTranslation(NS);
  return <PageHeading lead={t('news.categoryLead')}>{t('news.categoryTitle')}</PageHeading>;
}
