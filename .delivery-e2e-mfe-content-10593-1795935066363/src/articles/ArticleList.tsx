import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  LocaleLink,
  formatStoreDay,
  useStores,
  type Settled,
  Pagination,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { DecorativeImage } from '../page/DecorativeImage';
import { useListPage } from '../page/useListPage';
import { ARTICLE_PAGE_SIZE, readArticlePage, type ArticlePage } from './articleListLoader';
import { articlePath } from './categories';

interface ArticleListProps {
  /** The first page, from the page's loader. */
  first: Settled<ArticlePage>;
  /** One category only; all articles when absent. */
  category?: string;
}

/** Articles newest first, a page at a time, each opening its page (categories.ts: news under /news). */
export function ArticleList({ first, category }: ArticleListProps) {
  const { t, i18n } = useTranslation(NS);
  const { api } = useStores();
  const [pageNum, setPageNum] = useState(1);
  const page = useListPage(first, pageNum === 1, () => readArticlePage(api, pageNum, category), [
    api,
    pageNum,
    category,
    i18n.language,
  ]);
  if (page.status === 'loading') return <LoadingState />;
  if (page.status === 'error') return <ErrorState error={page.error} onRetry={page.reload} />;
  const { list, total } = page.data;
  // An empty list sends the reader to the whole blog (or, on the blog itself, to the news).
  if (list.length === 0)
    return (
      <>
        <EmptyState message={t('blog.none')} />
        <p>
          <LocaleLink to={category ? '/blog' : '/news/category'}>{t('blog.noneNext')}</LocaleLink>
        </p>
      </>
    );
  return (
    <>
      <ul className="ct-articles">
        {list.map((article) => (
          <li key={article.id} className="tu-card ct-article-card">
            <DecorativeImage src={article.pic} width={120} height={80} />
            <div>
              <h2>
                <LocaleLink
                  to={articlePath(article)}
                  aria-label={t('blog.readMore', { title: article.title })}
                >
                  {article.title}
                </LocaleLink>
              </h2>
              <p>{article.summary}</p>
              <p className="ct-article-card__date">
                {t('blog.published', {
                  date: formatStoreDay(article.publishTime, i18n.language),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        label={t('blog.pagination')}
        pageNum={pageNum}
        pages={Math.ceil(total / ARTICLE_PAGE_SIZE)}
        onPage={setPageNum}
      />
    </>
  );
}
