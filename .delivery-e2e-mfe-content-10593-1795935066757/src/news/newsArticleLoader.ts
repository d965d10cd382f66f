// /news/{title}: a news article by its slug, with its products.
import type { PageLoaderArgs } from '@topup/shared-lib';
import { articleHead, loadArticle } from '../articles/articleLoader';

export const loader = ({ params, stores }: PageLoaderArgs) => loadArticle(stores.api, params.title);
export const head = articleHead;
