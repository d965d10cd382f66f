import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { ArticleList } from '../articles/ArticleList';
import { CategoryNav } from '../articles/CategoryNav';

export default function BlogListPage() {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading lead={t('blog.lead')}>{t('blog.title')}</PageHeading>
      <CategoryNav />
      <ArticleList />
    </div>
  );
}
