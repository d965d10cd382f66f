// /blog/{slug}/{title}: the article named by its own slug (the route's `title`), with its products.
import type { PageLoaderArgs } from '@topup/shared-lib';
import { articleHead, loadArticle } from '../articles/articleLoader';

export const loader = ({ params, stores }: PageLoaderArgs) => loadArticle(stores.api, params.title);
export const head = articleHead;
