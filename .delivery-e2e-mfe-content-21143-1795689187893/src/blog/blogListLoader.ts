// /blog: the first page of all articles.
import type { PageLoaderArgs } from '@topup/shared-lib';
import { loadArticleList } from '../articles/articleListLoader';

export const loader = async ({ stores }: PageLoaderArgs) => ({
  ...(await loadArticleList(stores.api)),
  picks: await stores.api.products.recommendConfig(),
});
