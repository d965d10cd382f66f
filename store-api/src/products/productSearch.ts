// Search of the catalogue by name (a store call beyond the calls the store was asked for, for the storefront's /search page): games
// and live-streaming products whose English or Chinese name, or one of whose packs, holds the keyword,
// without regard to case or full-width letters, best matches first.
import type { Database } from '../db/database';
import { containsPattern, escapeLike } from '../db/likePatterns';
import type { Locale } from '../http/locale';
import {
  productSummarySelect,
  toProductSummary,
  type ProductSummary,
  type ProductSummaryRow,
} from './productQueries';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_KEYWORD_MAX = 64;

/**
 * How well a product matches, best first: its whole name, the start of its name, the start of a word of
 * its name, anywhere in its name, a pack's name; null when it does not match. Either language counts.
 */
const RANK = `CASE
    WHEN lower(p.name) = @keyword OR lower(p.name_zh) = @keyword THEN 0
    WHEN lower(p.name) LIKE @prefix ESCAPE '\\' OR lower(p.name_zh) LIKE @prefix ESCAPE '\\' THEN 1
    WHEN ' ' || lower(p.name) LIKE @wordPrefix ESCAPE '\\' OR ' ' || lower(p.name_zh) LIKE @wordPrefix ESCAPE '\\' THEN 2
    WHEN lower(p.name) LIKE @anywhere ESCAPE '\\' OR lower(p.name_zh) LIKE @anywhere ESCAPE '\\' THEN 3
    WHEN EXISTS (SELECT 1 FROM denominations pack WHERE pack.product_id = p.id
                 AND (lower(pack.name) LIKE @anywhere ESCAPE '\\' OR lower(pack.name_zh) LIKE @anywhere ESCAPE '\\')) THEN 4
  END`;

const MATCHING = `SELECT * FROM (${productSummarySelect(`${RANK} AS rank, p.sort_order AS sortOrder`)}) AS ranked
  WHERE rank IS NOT NULL`;

/**
 * The keyword as it is compared: full-width letters and digits made ordinary (NFKC), spaces trimmed and
 * collapsed, lower case. An empty result means there is nothing to search for.
 */
export function normaliseKeyword(keyword: string): string {
  return keyword.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

export interface ProductSearchPage {
  list: ProductSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** A page of the products matching a normalised keyword, best match first, then in display order. */
export async function searchProducts(
  db: Database,
  keyword: string,
  page: { pageNum: number; pageSize: number },
  locale: Locale,
): Promise<ProductSearchPage> {
  const escaped = escapeLike(keyword);
  const params = {
    keyword,
    prefix: `${escaped}%`,
    wordPrefix: `% ${escaped}%`,
    anywhere: containsPattern(keyword),
  };
  const { total } = (await db.one(`SELECT COUNT(*) AS total FROM (${MATCHING}) AS matching`, params)) as {
    total: number;
  };
  const rows = (await db.all(`${MATCHING} ORDER BY rank, sortOrder, id LIMIT @limit OFFSET @offset`, {
    ...params,
    limit: page.pageSize,
    offset: (page.pageNum - 1) * page.pageSize,
  })) as ProductSummaryRow[];
  return { list: rows.map((row) => toProductSummary(row, locale)), total, ...page };
}
