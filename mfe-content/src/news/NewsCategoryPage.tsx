import { useTranslation } from 'react-i18next';
import { PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../content.css';
import { ArticleList } from '../articles/ArticleList';
import { NEWS_CATEGORY, newsArticlePath } from '../articles/categories';

/** /news/category: the news articles, each opening under /news/{title}. */
export default function NewsCategoryPage() {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading lead={t('news.categoryLead')}>{t('news.categoryTitle')}</PageHeading>
      <ArticleList category={NEWS_CATEGORY} articlePath={newsArticlePath} />
    </div>
  );
}
