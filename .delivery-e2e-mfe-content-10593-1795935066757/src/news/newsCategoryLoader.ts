// /news/category: the first page of the news articles.
import type { PageLoaderArgs } from '@topup/shared-lib';
import { loadArticleList } from '../articles/articleListLoader';
import { NEWS_CATEGORY } from '../articles/categories';

export const loader = ({ stores }: PageLoaderArgs) => loadArticleList(stores.api, NEWS_CATEGORY);
