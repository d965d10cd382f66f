import { useTranslation } from 'react-i18next';
import { PageHeading, usePageData, type ServerRender } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { ArticleList } from '../articles/ArticleList';
import type { ArticleListData } from '../articles/articleListLoader';
import { CategoryNav } from '../articles/CategoryNav';
import { NEWS_CATEGORY } from '../articles/categories';
import { loader } from './newsCategoryLoader';

export { loader };
export { head } from './newsCategoryHead';
export const serverRender: ServerRender = 'everyone';

/** /news/category: the news articles, each opening under /news/{title}. */
export default function NewsCategoryPage() {
  const { t } = useTranslation(NS);
  const { first } = usePageData<ArticleListData>();
  return (
    <div>
      <PageHeading lead={t('news.categoryLead')}>{t('news.categoryTitle')}</PageHeading>
      <CategoryNav current={NEWS_CATEGORY} />
      <ArticleList first={first} category={NEWS_CATEGORY} />
    </div>
  );
}
