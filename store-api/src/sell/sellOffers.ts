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
  return (await db.one('SELECT 1 FROM phone_prefixes WHERE value = ?', value)) !== undefined;
}

export async function storeSellOffer(
  db: Database,
  offer: SellOfferInput,
  cents: number,
  now = new Date(),
): Promise<number> {
  const row = (await db.one(
    `INSERT INTO sell_offers (game, item, amount, asking_price_cents, email, country, phone_prefix, phone, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    offer.game.trim(),
    offer.item.trim(),
    offer.amount,
    cents,
    offer.email,
    offer.country,
    offer.phonePrefix ?? '',
    offer.phone ?? '',
    now.toISOString(),
  )) as { id: number };
  return row.id;
}

export async function listSellOffers(db: Database): Promise<SellOffer[]> {
  const rows = (await db.all(
    `SELECT id, game, item, amount, asking_price_cents AS cents, email, country, phone_prefix AS phonePrefix,
            phone, create_time AS createTime
     FROM sell_offers ORDER BY id DESC LIMIT ?`,
    SELL_LIST_SIZE,
  )) as (Omit<SellOffer, 'askingPrice'> & { cents: number })[];
  return rows.map(({ cents, ...row }) => ({ ...row, askingPrice: cents / 100 }));
}
