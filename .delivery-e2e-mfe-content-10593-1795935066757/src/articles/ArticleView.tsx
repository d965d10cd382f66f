import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LocaleLink,
  PageHeading,
  dataOr,
  formatStoreDay,
  usePageData,
  usePageReload,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { DecorativeImage } from '../page/DecorativeImage';
import { ArticleBody } from './ArticleBody';
import type { ArticleData } from './articleLoader';
import { RelatedProducts } from './RelatedProducts';
import { categoryPath, isArticleCategory } from './categories';

interface ArticleViewProps {
  /** The list this article was reached from. */
  back: { to: string; label: string };
}

/** One article: title and summary, picture, table of contents, sanitized body, related products. */
export function ArticleView({ back }: ArticleViewProps) {
  const { t, i18n } = useTranslation(NS);
  const { article, related } = usePageData<ArticleData>();
  const reload = usePageReload();
  if (!article.ok) return <ErrorState error={article.error} onRetry={reload} />;
  const { title, summary, pic, category, publishTime, bodyHtml } = article.data;
  return (
    <article className="ct-article">
      <PageHeading lead={summary}>{title}</PageHeading>
      <p className="ct-article__meta">
        {t('blog.published', { date: formatStoreDay(publishTime, i18n.language) })}
        {' · '}
        <LocaleLink to={categoryPath(category)}>
          {isArticleCategory(category) ? t(`categories.${category}`) : category}
        </LocaleLink>
      </p>
      <DecorativeImage className="ct-article__hero" src={pic} width={720} height={360} lazy={false} />
      <ArticleBody html={bodyHtml} />
      <RelatedProducts config={dataOr(related)} />
      <p>
        <LocaleLink to={back.to}>{back.label}</LocaleLink>
      </p>
    </article>
  );
}
