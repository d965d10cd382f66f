import { apiRequest } from './client';
import type { Article, ArticleSummary, Page } from './types';

export const site = {
  /** Blog articles, newest first. */
  articles: (query: { pageNum?: number; pageSize?: number; category?: string } = {}) =>
    apiRequest<Page<ArticleSummary>>({ path: '/public/blog/article', params: query }),
  article: (slug: string) => apiRequest<Article>({ path: '/public/blog/article/:slug', params: { slug } }),
};
