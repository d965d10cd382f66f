import type { Database } from '../db/database';
import { localised, type Locale } from '../http/locale';
import { packName } from './packNames';
import { packPicture, packTierOf } from '../media/packArt';
import { productPicture } from '../media/picturePaths';
import { centsToAmount } from '../money';
import type { ProductKind } from './productQueries';

export interface Sku {
  id: number;
  name: string;
  price: number;
  originalPrice: number | null;
  currency: string;
  /** The pack's icon, by its amount (media/packArt.ts). */
  pic: string;
}

export interface ProductDetail {
  id: number;
  sn: string;
  linkName: string;
  name: string;
  kind: ProductKind;
  pic: string;
  description: string;
  /** Labels the shopper fills in before paying (become the order's delivery). */
  inputFields: string[];
  /** Labels asked after payment, when the seller needs more. */
  afterPayFields: string[];
  deliveryMinutes: number;
  hot: boolean;
  recommend: boolean;
  skus: Sku[];
}

interface ProductRow {
  id: number;
  sn: string;
  linkName: string;
  name: string;
  nameZh: string;
  kind: ProductKind;
  description: string;
  descriptionZh: string;
  inputFields: string;
  afterPayFields: string;
  deliveryMinutes: number;
  hot: number;
  recommend: number;
}

export interface Currency {
  code: string;
  symbol: string;
  rate: number;
  defaultSelect: boolean;
}

/** The currency a request asked for (H-currency header), falling back to USD when unknown. */
export async function findCurrency(db: Database, code: string | undefined): Promise<Currency> {
  const row = (await db.one(
    'SELECT code, symbol, rate, default_select AS defaultSelect FROM currencies WHERE code = ?',
    (code ?? 'USD').toUpperCase(),
  )) as (Omit<Currency, 'defaultSelect'> & { defaultSelect: number }) | undefined;
  if (!row) return { code: 'USD', symbol: '$', rate: 1, defaultSelect: true };
  return { ...row, defaultSelect: row.defaultSelect === 1 };
}

export async function listCurrencies(db: Database): Promise<Currency[]> {
  const rows = (await db.all(
    'SELECT code, symbol, rate, default_select AS defaultSelect FROM currencies ORDER BY sort_order',
  )) as (Omit<Currency, 'defaultSelect'> & { defaultSelect: number })[];
  return rows.map((row) => ({ ...row, defaultSelect: row.defaultSelect === 1 }));
}

/**
 * A product by numeric id, sn or link name. A product id must contain at least one digit; the route
 * checks that before calling. Prices are converted into the requested currency, 2 decimals.
 */
export async function findProductDetail(
  db: Database,
  reference: string,
  locale: Locale,
  currency: Currency,
): Promise<ProductDetail | null> {
  const id = /^\d{1,15}$/.test(reference) ? Number(reference) : null;
  const row = (await db.one(
    `SELECT id, sn, link_name AS linkName, name, name_zh AS nameZh, kind, description,
              description_zh AS descriptionZh, input_fields AS inputFields, after_pay_fields AS afterPayFields,
              delivery_minutes AS deliveryMinutes, hot, recommend
       FROM products WHERE id = ? OR sn = ? OR link_name = ? LIMIT 1`,
    id,
    reference,
    reference,
  )) as ProductRow | undefined;
  if (!row) return null;
  const skus = (await db.all(
    `SELECT id, name, name_zh AS nameZh, price_cents AS priceCents, original_price_cents AS originalPriceCents
       FROM denominations WHERE product_id = ? ORDER BY sort_order, id`,
    row.id,
  )) as {
    id: number;
    name: string;
    nameZh: string;
    priceCents: number;
    originalPriceCents: number | null;
  }[];
  const convert = (cents: number): number => centsToAmount(Math.round(cents * currency.rate));
  return {
    id: row.id,
    sn: row.sn,
    linkName: row.linkName,
    name: localised(locale, row.name, row.nameZh),
    kind: row.kind,
    pic: productPicture(row.linkName),
    description: localised(locale, row.description, row.descriptionZh),
    inputFields: JSON.parse(row.inputFields) as string[],
    afterPayFields: JSON.parse(row.afterPayFields) as string[],
    deliveryMinutes: row.deliveryMinutes,
    hot: row.hot === 1,
    recommend: row.recommend === 1,
    skus: skus.map((sku) => ({
      id: sku.id,
      name: packName(locale, sku.name, sku.nameZh),
      price: convert(sku.priceCents),
      originalPrice: sku.originalPriceCents === null ? null : convert(sku.originalPriceCents),
      currency: currency.code,
      pic: packPicture(packTierOf(sku.name, sku.priceCents)),
    })),
  };
}
