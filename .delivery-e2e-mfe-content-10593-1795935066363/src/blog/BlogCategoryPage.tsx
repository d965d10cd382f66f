import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading, usePageData, type ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { ArticleList } from '../articles/ArticleList';
import type { ArticleListData } from '../articles/articleListLoader';
import { CategoryNav } from '../articles/CategoryNav';
import { isArticleCategory } from '../articles/categories';
import { loader } from './blogCategoryLoader';

export { loader };
export { blogCategoryHead as head } from './blogListHead';
export const serverRender: ServerRender = 'everyone';

export default function BlogCategoryPage() {
  const { t } = useTranslation(NS);
  const { slug = '' } = useParams();
  const { first } = usePageData<ArticleListData>();
  const name = isArticleCategory(slug) ? t(`categories.${slug}`) : slug;
  return (
    <div>
      <PageHeading lead={t('blog.lead')}>{t('blog.categoryTitle', { category: name })}</PageHeading>
      <CategoryNav current={slug} />
      <ArticleList key={slug} first={first} category={slug} />
    </div>
  );
}
