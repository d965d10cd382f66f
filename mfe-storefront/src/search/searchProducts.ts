// The store's search: games and live apps whose name matches every word of the query, in the page's
// language or by the product's link name (English: "genshin" finds 原神 on a Chinese page). Read from
// the home index, which lists every product with its price.
import type { Api, HomeIndex, ProductSummary } from '@topup/shared-lib';

/** Longer queries are cut: no product name comes near. */
export const MAX_QUERY_LENGTH = 100;

/** Lower case, full-width letters and digits as half-width (NFKC), words split on spaces and punctuation. */
const words = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);

/** The query as the search reads it: trimmed and cut to MAX_QUERY_LENGTH. */
export const searchQuery = (raw: string | null): string => (raw ?? '').trim().slice(0, MAX_QUERY_LENGTH);

export function matchesQuery(product: Pick<ProductSummary, 'name' | 'linkName'>, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return false;
  const haystack = [...words(product.name), ...words(product.linkName)].join(' ');
  return wanted.every((word) => haystack.includes(word));
}

/** Every product of the index once (a product is listed in several sections), in the index's order. */
export function indexProducts(index: HomeIndex): ProductSummary[] {
  const seen = new Map<number, ProductSummary>();
  for (const section of index.sections) {
    for (const product of section.products) if (!seen.has(product.id)) seen.set(product.id, product);
  }
  return [...seen.values()];
}

export async function searchProducts(api: Api, query: string): Promise<ProductSummary[]> {
  const index = await api.products.indexV2();
  return indexProducts(index).filter((product) => matchesQuery(product, query));
}
