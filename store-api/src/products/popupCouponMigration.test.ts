import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { makeTempDir, removeTempDir } from '../testing/testStore';
import { POPUP_COUPON_MIGRATION } from './popupCouponMigration';
import { listPopups } from './siteContent';

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => removeTempDir(dir));

describe('the popup coupon migration', () => {
  it('gives a store’s seeded weekend popup its coupon and a title without dollars', async () => {
    const file = path.join(dir, 'store.db');
    const before = migrations.indexOf(POPUP_COUPON_MIGRATION);
    const old = new BetterSqlite3(file);
    migrations.slice(0, before).forEach((sql) => old.exec(sql));
    old.pragma(`user_version = ${before}`);
    old
      .prepare('INSERT INTO popups (id, title, title_zh, image, link, sort_order) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        1,
        'Weekend sale: extra $2 off orders over $10',
        '週末特賣：滿 10 美元再折 2 美元',
        '/media/popups/offer-1.svg',
        '/mobile/coupon.html?couponId=2',
        0,
      );
    old
      .prepare('INSERT INTO popups (id, title, title_zh, image, link, sort_order) VALUES (?, ?, ?, ?, ?, ?)')
      .run(2, 'Our own offer', '我們的優惠', '/media/popups/offer-2.svg', '/top-up', 1);
    old.close();

    const db = await openDatabase(file);
    try {
      expect(
        await db.all('SELECT title, title_zh AS titleZh, coupon_id AS couponId FROM popups ORDER BY id'),
      ).toEqual([
        { title: 'Weekend sale', titleZh: '週末特賣', couponId: 2 },
        // A popup the store wrote itself is left as it is.
        { title: 'Our own offer', titleZh: '我們的優惠', couponId: null },
      ]);
    } finally {
      await db.close();
    }
  });

  it('a fresh store offers SAVE2 in its popup, worth US$2 over US$10', async () => {
    const db = await openDatabase(path.join(dir, 'fresh.db'));
    try {
      expect(await listPopups(db, 'en')).toEqual([
        expect.objectContaining({
          title: 'Weekend sale',
          coupon: { kind: 'amount', value: 2, minSpend: 10 },
        }),
      ]);
    } finally {
      await db.close();
    }
  });
});
