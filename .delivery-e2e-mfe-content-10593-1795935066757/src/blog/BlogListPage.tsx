import { useTranslation } from 'react-i18next';
import { PageHeading, usePageData, type ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { ArticleList } from '../articles/ArticleList';
import type { ArticleListData } from '../articles/articleListLoader';
import { CategoryNav } from '../articles/CategoryNav';
import { loader } from './blogListLoader';

export { loader };
export { blogListHead as head } from './blogListHead';
export const serverRender: ServerRender = 'everyone';

export default function BlogListPage() {
  const { t } = useTranslation(NS);
  const { first } = usePageData<ArticleListData>();
  return (
    <div>
      <PageHeading lead={t('blog.lead')}>{t('blog.title')}</PageHeading>
      <CategoryNav />
      <ArticleList first={first} />
    </div>
  );
}
