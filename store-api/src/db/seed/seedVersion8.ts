import type { SqliteConnection } from '../databaseType';
import { seedProducts } from './products';
import { seedBanners, seedPopups } from './siteData';

/**
 * Fills what schema version 8 adds, and brings the site's links to their current seed: each pack's
 * Traditional Chinese name, and the banners' and popups' targets (pages of the route table). Runs once,
 * when a database reaches version 8, fresh or upgraded, so both get the same content.
 */
export function seedVersion8(db: SqliteConnection): void {
  const packName = db.prepare('UPDATE denominations SET name_zh = ? WHERE product_id = ? AND name = ?');
  for (const product of seedProducts) {
    for (const pack of product.denominations) packName.run(pack.nameZh, product.id, pack.name);
  }
  const bannerLink = db.prepare('UPDATE banners SET link = ? WHERE id = ?');
  for (const banner of seedBanners) bannerLink.run(banner.link, banner.id);
  const popupLink = db.prepare('UPDATE popups SET link = ? WHERE id = ?');
  for (const popup of seedPopups) popupLink.run(popup.link, popup.id);
}
