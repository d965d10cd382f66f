import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  LocaleLink,
  PageHeading,
  allNow,
  formatStoreDay,
  site,
  thenNow,
  useAsync,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { DecorativeImage } from '../page/DecorativeImage';
import { usePageMeta } from '../page/usePageMeta';
import { ArticleBody } from './ArticleBody';
import { RelatedProducts, loadRelatedProducts } from './RelatedProducts';
import { blogCategoryPath, isArticleCategory } from './categories';

interface ArticleViewProps {
  slug: string;
  /** The list this article was reached from. */
  back: { to: string; label: string };
}

/** One article: title and summary, picture, table of contents, sanitized body, related products. */
export function ArticleView({ slug, back }: ArticleViewProps) {
  const { t, i18n } = useTranslation(NS);
  // Both reads at once (the shell's entry has usually started both), shown together.
  // Settled at once when the page holds both answers (a server-rendered page: shared-lib pageAnswers).
  const article = useAsync(
    () =>
      thenNow(allNow([site.article(slug), loadRelatedProducts()]), ([found, related]) => ({
        ...found,
        related,
      })),
    [slug, i18n.language],
  );
  const data = article.status === 'success' ? article.data : null;
  usePageMeta(data ? t('article.metaTitle', { title: data.title }) : null, data?.summary ?? null);
  if (article.status === 'loading') return <LoadingState />;
  if (article.status === 'error') return <ErrorState error={article.error} onRetry={article.reload} />;
  const { title, summary, pic, category, publishTime, bodyHtml, related } = article.data;
  return (
    <article className="ct-article">
      <PageHeading lead={summary}>{title}</PageHeading>
      <p className="ct-article__meta">
        {t('blog.published', { date: formatStoreDay(publishTime, i18n.language) })}
        {' · '}
        <LocaleLink to={blogCategoryPath(category)}>
          {isArticleCategory(category) ? t(`categories.${category}`) : category}
        </LocaleLink>
      </p>
      <DecorativeImage className="ct-article__hero" src={pic} width={720} height={360} lazy={false} />
      <ArticleBody html={bodyHtml} />
      <RelatedProducts config={related} />
      <p>
        <LocaleLink to={back.to}>{back.label}</LocaleLink>
      </p>
    </article>
  );
}
