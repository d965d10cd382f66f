// The store's article categories (store-api seeds guides, news and deals). News articles also have
// their own pages under /news.
import type { ArticleSummary } from '@topup/shared-lib';

/** The article category the news pages list. */
export const NEWS_CATEGORY = 'news';

export const ARTICLE_CATEGORIES = ['guides', NEWS_CATEGORY, 'deals'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const isArticleCategory = (value: string): value is ArticleCategory =>
  (ARTICLE_CATEGORIES as readonly string[]).includes(value);

export const blogCategoryPath = (category: string) => `/blog/${encodeURIComponent(category)}`;
export const blogArticlePath = (article: Pick<ArticleSummary, 'category' | 'slug'>) =>
  `/blog/${encodeURIComponent(article.category)}/${encodeURIComponent(article.slug)}`;
export const newsArticlePath = (article: Pick<ArticleSummary, 'slug'>) =>
  `/news/${encodeURIComponent(article.slug)}`;
