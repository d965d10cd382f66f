import type { Sql, SqlParam } from '../sql';
import { seedProducts } from './products';
import { seedBanners, seedPopups } from './siteData';

/**
 * Fills what schema version 8 adds, and brings the site's links to their current seed: each pack's
 * Traditional Chinese name, and the banners' and popups' targets (pages of the route table). Runs once,
 * when a database reaches version 8, fresh or upgraded, so both get the same content.
 */
export async function seedVersion8(db: Sql): Promise<void> {
  const packName = (...params: SqlParam[]) =>
    db.run('UPDATE denominations SET name_zh = ? WHERE product_id = ? AND name = ?', ...params);
  for (const product of seedProducts) {
    for (const pack of product.denominations) await packName(pack.nameZh, product.id, pack.name);
  }
  const bannerLink = (...params: SqlParam[]) => db.run('UPDATE banners SET link = ? WHERE id = ?', ...params);
  for (const banner of seedBanners) await bannerLink(banner.link, banner.id);
  const popupLink = (...params: SqlParam[]) => db.run('UPDATE popups SET link = ? WHERE id = ?', ...params);
  for (const popup of seedPopups) await popupLink(popup.link, popup.id);
}
