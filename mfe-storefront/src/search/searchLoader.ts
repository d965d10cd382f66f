// The search page's first read: the products matching the address's query (?q=); nothing is read
// for an empty query. Its title names the query.
import { settle, type PageHead, type PageHeadArgs, type PageLoaderArgs } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerSearchStrings';
import { SEARCH_PARAM } from '../links/storePaths';
import { searchProducts, searchQuery } from './searchProducts';

export async function loader({ query, stores: { api } }: PageLoaderArgs) {
  const wanted = searchQuery(query.get(SEARCH_PARAM));
  if (!wanted) return { query: wanted, results: null };
  return { query: wanted, results: await settle(searchProducts(api, wanted)) };
}

export type SearchData = Awaited<ReturnType<typeof loader>>;

export function head({ query }: SearchData, { t }: PageHeadArgs): PageHead {
  return {
    title: query ? t(`${NS}:meta.search.titleFor`, { query }) : t(`${NS}:meta.search.title`),
    description: t(`${NS}:meta.search.description`),
    keywords: t(`${NS}:meta.search.keywords`),
  };
}
