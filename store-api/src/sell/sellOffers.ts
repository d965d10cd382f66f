import type { Database } from '../db/database';

/** Limits of POST /public/sell, quoted by the body schema and the README. */
export const SELL_GAME_MAX = 100;
export const SELL_ITEM_MAX = 200;
export const SELL_AMOUNT_MAX = 1_000_000;
/** Highest asking price in USD. */
export const SELL_PRICE_MAX = 100_000;
/** GET /sandbox/sell shows this many of the latest offers. */
export const SELL_LIST_SIZE = 20;

export interface SellOfferInput {
  game: string;
  item: string;
  amount: number;
  askingPrice: number;
  email: string;
  country: string;
  phonePrefix?: string;
  phone?: string;
}

export interface SellOffer extends Required<SellOfferInput> {
  id: number;
  createTime: string;
}

/** USD with at most 2 decimals -> integer cents; null when the price has more decimals. */
export function priceToCents(price: number): number | null {
  const cents = Math.round(price * 100);
  return Math.abs(cents - price * 100) < 1e-6 ? cents : null;
}

export async function isKnownPhonePrefix(db: Database, value: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('phone_prefixes')
    .select('value')
    .where('value', '=', value)
    .executeTakeFirst();
  return row !== undefined;
}

export async function storeSellOffer(
  db: Database,
  offer: SellOfferInput,
  cents: number,
  now = new Date(),
): Promise<number> {
  const row = await db.kysely
    .insertInto('sell_offers')
    .values({
      game: offer.game.trim(),
      item: offer.item.trim(),
      amount: offer.amount,
      asking_price_cents: cents,
      email: offer.email,
      country: offer.country,
      phone_prefix: offer.phonePrefix ?? '',
      phone: offer.phone ?? '',
      create_time: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listSellOffers(db: Database): Promise<SellOffer[]> {
  const rows = await db.kysely
    .selectFrom('sell_offers')
    .select([
      'id',
      'game',
      'item',
      'amount',
      'asking_price_cents as cents',
      'email',
      'country',
      'phone_prefix as phonePrefix',
      'phone',
      'create_time as createTime',
    ])
    .orderBy('id', 'desc')
    .limit(SELL_LIST_SIZE)
    .execute();
  return rows.map(({ cents, ...row }) => ({ ...row, askingPrice: cents / 100 }));
}
