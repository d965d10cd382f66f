import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  LocaleLink,
  mediaUrl,
  site,
  useAsync,
} from '@topup/shared-lib';
import { NS } from '../i18n';

export const BLOG_PAGE_SIZE = 6;

/** Articles newest first, a page at a time; optionally one category. */
export function ArticleList({ category }: { category?: string }) {
  const { t, i18n } = useTranslation(NS);
  const [pageNum, setPageNum] = useState(1);
  const page = useAsync(
    () => site.articles({ pageNum, pageSize: BLOG_PAGE_SIZE, ...(category ? { category } : {}) }),
    [pageNum, category, i18n.language],
  );
  if (page.status === 'loading') return <LoadingState />;
  if (page.status === 'error') return <ErrorState error={page.error} onRetry={page.reload} />;
  const { list, total } = page.data;
  if (list.length === 0) return <EmptyState />;
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  return (
    <>
      <ul className="ct-articles">
        {list.map((article) => (
          <li key={article.id} className="tu-card ct-article-card">
            <img src={mediaUrl(article.pic)} alt="" width={120} height={80} loading="lazy" />
            <div>
              <h2>
                <LocaleLink
                  to={`/blog/${article.category}/${article.slug}`}
                  aria-label={t('blog.readMore', { title: article.title })}
                >
                  {article.title}
                </LocaleLink>
              </h2>
              <p>{article.summary}</p>
              <p className="ct-article-card__date">
                {t('blog.published', {
                  date: new Date(article.publishTime).toLocaleDateString(i18n.language),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('blog.pagination')} className="ct-pagination">
          <button
            type="button"
            className="tu-button"
            disabled={pageNum <= 1}
            onClick={() => setPageNum(pageNum - 1)}
          >
            {t('blog.previous')}
          </button>
          <span>{t('blog.pageOf', { page: pageNum, pages })}</span>
          <button
            type="button"
            className="tu-button"
            disabled={pageNum >= pages}
            onClick={() => setPageNum(pageNum + 1)}
          >
            {t('blog.next')}
          </button>
        </nav>
      )}
    </>
  );
}
