import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';

export default function NewsArticlePage() {
  const { t } = useTranslation(NS);
  const { title = '' } = useParams();
  return <PageHeading lead={t('news.articleLead', { title })}>{t('news.categoryTitle')}</PageHeading>;
}
