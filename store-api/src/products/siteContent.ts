import type { CouponKind } from '../coupons/couponQueries';
import type { Database } from '../db/database';
import { centsToAmount } from '../money';
import { localised, type Locale } from '../http/locale';
import type { ProductSummary } from './productQueries';

export interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
  needLogin: boolean;
}

export async function listBanners(db: Database, locale: Locale): Promise<Banner[]> {
  const rows = (await db.all(
    'SELECT id, title, title_zh AS titleZh, image, link, need_login AS needLogin FROM banners ORDER BY sort_order',
  )) as {
    id: number;
    title: string;
    titleZh: string;
    image: string;
    link: string;
    needLogin: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    title: localised(locale, row.title, row.titleZh),
    image: row.image,
    link: row.link,
    needLogin: row.needLogin === 1,
  }));
}

/** What a popup's coupon is worth, in USD as coupons keep it: the page converts it to the shopper's currency. */
export interface PopupCoupon {
  kind: CouponKind;
  /** USD off for 'amount', percent off for 'percent'. */
  value: number;
  /** Order amount (USD) needed to use it; 0: none. */
  minSpend: number;
}

export interface Popup {
  id: number;
  title: string;
  image: string;
  link: string;
  /** The coupon it offers, or null. */
  coupon: PopupCoupon | null;
}

export async function listPopups(db: Database, locale: Locale): Promise<Popup[]> {
  const rows = (await db.all(`SELECT p.id, p.title, p.title_zh AS titleZh, p.image, p.link, c.kind, c.value,
       c.min_spend_cents AS minSpendCents
     FROM popups p LEFT JOIN coupons c ON c.id = p.coupon_id ORDER BY p.sort_order`)) as {
    id: number;
    title: string;
    titleZh: string;
    image: string;
    link: string;
    kind: CouponKind | null;
    value: number | null;
    minSpendCents: number | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    title: localised(locale, row.title, row.titleZh),
    image: row.image,
    link: row.link,
    coupon:
      row.kind === null || row.value === null
        ? null
        : {
            kind: row.kind,
            value: row.kind === 'amount' ? centsToAmount(row.value) : row.value,
            minSpend: centsToAmount(row.minSpendCents ?? 0),
          },
  }));
}

/** A header classify item (options with icon, label, value). */
export interface Menu {
  id: number;
  label: string;
  icon: string;
  value: number;
}

export async function listMenus(db: Database, locale: Locale): Promise<Menu[]> {
  const rows = (await db.all('SELECT id, name, name_zh AS nameZh, icon FROM menus ORDER BY sort_order')) as {
    id: number;
    name: string;
    nameZh: string;
    icon: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    label: localised(locale, row.name, row.nameZh),
    icon: row.icon,
    value: row.id,
  }));
}

/** The products of one menu, in the menu's order; null when the menu does not exist. */
export async function findMenuProducts(
  db: Database,
  menuId: number,
  all: ProductSummary[],
  locale: Locale,
): Promise<(Menu & { products: ProductSummary[] }) | null> {
  const menu = (await listMenus(db, locale)).find((candidate) => candidate.id === menuId);
  if (!menu) return null;
  const ids = (
    (await db.all(
      'SELECT product_id AS id FROM menu_products WHERE menu_id = ? ORDER BY sort_order',
      menuId,
    )) as {
      id: number;
    }[]
  ).map((row) => row.id);
  const products = ids.flatMap((id) => all.filter((product) => product.id === id));
  return { ...menu, products };
}
