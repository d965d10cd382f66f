// The store's article categories (store-api seeds guides, news and deals). News has its own pages under
// /news: every link to the news list or a news article goes there, the other categories' to /blog.
import { type ArticleSummary } from './articleApi';

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

/** The news list's own page. */
export const NEWS_LIST_PATH = '/news/category';

/** Where a category's list is: the news list for news, else the blog's category page. */
export const categoryPath = (category: string) =>
  category === NEWS_CATEGORY ? NEWS_LIST_PATH : blogCategoryPath(category);

/** Where an article's page is: under /news for news, else under its blog category. */
export const articlePath = (article: Pick<ArticleSummary, 'category' | 'slug'>) =>
  article.category === NEWS_CATEGORY ? newsArticlePath(article) : blogArticlePath(article);
