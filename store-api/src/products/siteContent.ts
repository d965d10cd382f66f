import type { Database } from '../db/database';
import { localised, type Locale } from '../http/locale';
import type { ProductSummary } from './productQueries';
import { prepared } from '../db/preparedStatements';

export interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
  needLogin: boolean;
}

export function listBanners(db: Database, locale: Locale): Banner[] {
  const rows = prepared(
    db,
    'SELECT id, title, title_zh AS titleZh, image, link, need_login AS needLogin FROM banners ORDER BY sort_order',
  ).all() as {
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

export interface Popup {
  id: number;
  title: string;
  image: string;
  link: string;
}

export function listPopups(db: Database, locale: Locale): Popup[] {
  const rows = prepared(
    db,
    'SELECT id, title, title_zh AS titleZh, image, link FROM popups ORDER BY sort_order',
  ).all() as {
    id: number;
    title: string;
    titleZh: string;
    image: string;
    link: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    title: localised(locale, row.title, row.titleZh),
    image: row.image,
    link: row.link,
  }));
}

/** A header classify item (options with icon, label, value). */
export interface Menu {
  id: number;
  label: string;
  icon: string;
  value: number;
}

export function listMenus(db: Database, locale: Locale): Menu[] {
  const rows = prepared(
    db,
    'SELECT id, name, name_zh AS nameZh, icon FROM menus ORDER BY sort_order',
  ).all() as {
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
export function findMenuProducts(
  db: Database,
  menuId: number,
  all: ProductSummary[],
  locale: Locale,
): (Menu & { products: ProductSummary[] }) | null {
  const menu = listMenus(db, locale).find((candidate) => candidate.id === menuId);
  if (!menu) return null;
  const ids = (
    prepared(db, 'SELECT product_id AS id FROM menu_products WHERE menu_id = ? ORDER BY sort_order').all(
      menuId,
    ) as {
      id: number;
    }[]
  ).map((row) => row.id);
  const products = ids.flatMap((id) => all.filter((product) => product.id === id));
  return { ...menu, products };
}
