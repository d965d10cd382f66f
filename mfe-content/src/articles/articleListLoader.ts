// The first page of an article list (all articles, a blog category or the news), read by the list
// page's loader; the shopper's later pages are the list's own reads (ArticleList).
import { settle, type Api, type Page, type Settled } from '@topup/shared-lib';
import { type ArticleSummary } from './articleApi';
import { articleApi } from './articleApi';

/** Articles per page of the blog and news lists. */
export const ARTICLE_PAGE_SIZE = 6;

export type ArticlePage = Page<ArticleSummary>;

/** One page of a list, asked for the same way by the loader and the list. */
export const readArticlePage = (api: Api, pageNum: number, category?: string) =>
  articleApi(api).articles({ pageNum, pageSize: ARTICLE_PAGE_SIZE, category });

export interface ArticleListData {
  /** The list's first page, or why it failed (the list shows it with Retry). */
  first: Settled<ArticlePage>;
}

export async function loadArticleList(api: Api, category?: string): Promise<ArticleListData> {
  return { first: await settle(readArticlePage(api, 1, category)) };
}
