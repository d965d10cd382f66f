// The blog's calls of the store API (newest first), bound to the store set's api client.
import { callGroup, type Page } from '@topup/shared-lib';

export interface ArticleSummary {
  id: number;
  slug: string;
  category: string;
  title: string;
  summary: string;
  pic: string;
  publishTime: string;
}

export interface Article extends ArticleSummary {
  bodyHtml: string;
}

export interface ArticleListQuery {
  pageNum?: number;
  pageSize?: number;
  category?: string;
}

export const articleApi = callGroup((apiRequest) => ({
  articles: (query: ArticleListQuery = {}) =>
    apiRequest<Page<ArticleSummary>>({ path: '/public/blog/article', params: { ...query } }),
  article: (slug: string) => apiRequest<Article>({ path: '/public/blog/article/:slug', params: { slug } }),
}));
