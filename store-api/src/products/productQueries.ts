import type { Database } from '../db/database';
import type { Locale } from '../http/locale';
import { localised } from '../http/locale';
import { productPicture } from '../media/picturePaths';
import { centsToAmount } from '../money';

export type ProductKind = 'game' | 'live';

/** A product as listed on the home page: no denominations, just its cheapest price. */
export interface ProductSummary {
  id: number;
  sn: string;
  linkName: string;
  name: string;
  kind: ProductKind;
  pic: string;
  currency: 'USD';
  /** Price of the cheapest denomination. */
  minPrice: number;
  /** Struck-through list price of that same denomination, or null when it is not discounted. */
  originalPrice: number | null;
  hot: boolean;
  recommend: boolean;
  /** Minutes the store promises between payment and delivery. */
  deliveryMinutes: number;
}

export interface ProductSummaryRow {
  id: number;
  sn: string;
  linkName: string;
  name: string;
  nameZh: string;
  kind: ProductKind;
  hot: number;
  recommend: number;
  minPriceCents: number;
  originalPriceCents: number | null;
  deliveryMinutes: number;
}

/**
 * Listed products with their cheapest denomination (`p` and `d`), plus any extra columns; products without
 * one are left out by the join. Callers add their WHERE and ORDER BY.
 */
export const productSummarySelect = (extraColumns = ''): string =>
  `SELECT p.id, p.sn, p.link_name AS linkName, p.name, p.name_zh AS nameZh, p.kind, p.hot, p.recommend,
      p.delivery_minutes AS deliveryMinutes,
      d.price_cents AS minPriceCents, d.original_price_cents AS originalPriceCents${extraColumns ? `, ${extraColumns}` : ''}
    FROM products p
    JOIN denominations d ON d.id = (
      SELECT id FROM denominations WHERE product_id = p.id ORDER BY price_cents, sort_order, id LIMIT 1
    )`;

/**
 * Every product that has at least one denomination (one without cannot be bought, so it is not listed),
 * in display order. The cheapest denomination is picked per product; ties go to the first listed.
 */
export async function listProductSummaries(db: Database, locale: Locale): Promise<ProductSummary[]> {
  const rows = (await db.all(`${productSummarySelect()} ORDER BY p.sort_order, p.id`)) as ProductSummaryRow[];
  return rows.map((row) => toProductSummary(row, locale));
}

export function toProductSummary(row: ProductSummaryRow, locale: Locale): ProductSummary {
  return {
    id: row.id,
    sn: row.sn,
    linkName: row.linkName,
    name: localised(locale, row.name, row.nameZh),
    kind: row.kind,
    pic: productPicture(row.linkName),
    currency: 'USD',
    minPrice: centsToAmount(row.minPriceCents),
    originalPrice: row.originalPriceCents === null ? null : centsToAmount(row.originalPriceCents),
    hot: row.hot === 1,
    recommend: row.recommend === 1,
    deliveryMinutes: row.deliveryMinutes,
  };
}

/** Name and kind for a product picture; null when no product has that link name. */
export async function findProductArtByLinkName(
  db: Database,
  linkName: string,
): Promise<{ name: string; kind: ProductKind } | null> {
  const row = (await db.one('SELECT name, kind FROM products WHERE link_name = ?', linkName)) as
    { name: string; kind: ProductKind } | undefined;
  return row ?? null;
}

/** Every product's name and kind by link name, for artwork that names a product (an article's picture). */
export async function listProductArt(
  db: Database,
): Promise<Array<{ linkName: string; name: string; kind: ProductKind }>> {
  return (await db.all('SELECT link_name AS linkName, name, kind FROM products ORDER BY id')) as Array<{
    linkName: string;
    name: string;
    kind: ProductKind;
  }>;
}
