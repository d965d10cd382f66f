import type { Database } from '../db/database';

/** The id of a product's first pack (denomination), as seeded: what tests and load runs buy. */
export async function firstPackId(db: Database, productId: number): Promise<number> {
  const row = (await db.one(
    'SELECT id FROM denominations WHERE product_id = ? ORDER BY id LIMIT 1',
    productId,
  )) as { id: number } | undefined;
  if (!row) throw new Error(`Product ${String(productId)} has no pack`);
  return row.id;
}
