// /blog/{slug}: the first page of the category's articles.
import type { PageLoaderArgs } from '@topup/shared-lib';
import { loadArticleList } from '../articles/articleListLoader';

export const loader = ({ params, stores }: PageLoaderArgs) => loadArticleList(stores.api, params.slug ?? '');
