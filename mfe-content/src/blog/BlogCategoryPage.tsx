import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { ArticleList } from './ArticleList';

export default function BlogCategoryPage() {
  const { t } = useTranslation(NS);
  const { slug = '' } = useParams();
  return (
    <div>
      <PageHeading lead={t('blog.lead')}>{t('blog.categoryTitle', { category: slug })}</PageHeading>
      <ArticleList key={slug} category={slug} />
    </div>
  );
}
