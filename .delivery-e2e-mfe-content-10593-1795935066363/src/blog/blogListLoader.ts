// /blog: the first page of all articles.
import type { PageLoaderArgs } from '@topup/shared-lib';
import { loadArticleList } from '../articles/articleListLoader';

export const loader = ({ stores }: PageLoaderArgs) => loadArticleList(stores.api);
