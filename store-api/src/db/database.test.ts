import fs from 'node:fs';
import path from 'node:path';
import { createSession, findSessionMemberId } from '../auth/sessions';
import { makeTempDir, removeTempDir } from '../testing/testStore';
import { openDatabase, type Database } from './database';
import { SqliteDatabase } from './sqliteDatabase';
import { latestSchemaVersion } from './migrate/schemaMigrations';
import { schemaVersion } from './migrations';
import { resetDatabase } from './resetDatabase';
import { seedArticles } from './seed/articles';
import { seedOrders } from './seed/orders';
import { seedProducts } from './seed/products';
import { seedDatabase } from './seed/seedDatabase';
import { seedCurrencies } from './seed/siteData';
import { seedVerificationOrders } from './seed/verificationOrders';
import BetterSqlite3 from 'better-sqlite3';
import { migrations } from './migrations';

// Demo, other and verification shoppers; the seed's own orders plus the verification ones of schema 2.
const SEEDED_MEMBERS = 3;
const seededOrderCount = seedOrders.length + seedVerificationOrders.length;

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => removeTempDir(dir));

const count = async (db: Database, table: string): Promise<number> =>
  ((await db.one(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }).n;

describe('openDatabase', () => {
  it('creates the folder and file, in WAL mode, migrated and seeded', async () => {
    const file = path.join(dir, 'nested', 'data', 'store.db');
    const db = await openDatabase(file);
    try {
      expect(fs.existsSync(file)).toBe(true);
      expect(db.raw.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(schemaVersion(db.raw)).toBe(latestSchemaVersion);
      expect(await count(db, 'products')).toBe(seedProducts.length);
      expect(await count(db, 'members')).toBe(SEEDED_MEMBERS);
      expect(await count(db, 'orders')).toBe(seededOrderCount);
      expect(await count(db, 'articles')).toBe(seedArticles.length);
      const denominations = (await db.all(
        'SELECT COUNT(*) AS n FROM denominations GROUP BY product_id',
      )) as Array<{ n: number }>;
      for (const { n } of denominations) {
        expect(n).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(6);
      }
    } finally {
      await db.close();
    }
  });

  it('stores passwords as salted scrypt hashes, never in clear', async () => {
    const db = await openDatabase(path.join(dir, 'store.db'));
    try {
      const hashes = (await db.all('SELECT password_hash AS hash FROM members')) as Array<{
        hash: string;
      }>;
      expect(hashes).toHaveLength(SEEDED_MEMBERS);
      for (const { hash } of hashes) expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(hashes[0]?.hash).not.toBe(hashes[1]?.hash);
    } finally {
      await db.close();
    }
  });

  it('keeps data across a reopen and does not seed twice', async () => {
    const file = path.join(dir, 'store.db');
    const first = await openDatabase(file);
    const token = await createSession(first, 1);
    await first.run("UPDATE members SET nickname = 'Renamed' WHERE id = 1");
    await first.close();

    const second = await openDatabase(file);
    try {
      expect(await count(second, 'products')).toBe(seedProducts.length);
      expect(await count(second, 'members')).toBe(SEEDED_MEMBERS);
      expect(await count(second, 'orders')).toBe(seededOrderCount);
      expect(await second.one('SELECT nickname FROM members WHERE id = 1')).toEqual({
        nickname: 'Renamed',
      });
      expect(await findSessionMemberId(second, token)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses a file written by a newer schema', async () => {
    const file = path.join(dir, 'store.db');
    const db = await openDatabase(file);
    db.raw.pragma(`user_version = ${latestSchemaVersion + 1}`);
    await db.close();
    await expect(openDatabase(file)).rejects.toThrow(/newer than this code knows/);
  });
});

describe('resetDatabase', () => {
  it('throws away changes and seeds again', async () => {
    const file = path.join(dir, 'store.db');
    const db = await openDatabase(file);
    const token = await createSession(db, 1);
    await db.run('DELETE FROM orders');
    await db.run(
      "INSERT INTO articles (slug, category, title, title_zh, summary, summary_zh, body_html, body_html_zh, publish_time) VALUES ('extra', 'news', 't', 't', 's', 's', 'b', 'b', '2026-11-22T00:00:00.000Z')",
    );
    await db.close();

    const fresh = await resetDatabase(file);
    try {
      expect(await count(fresh, 'orders')).toBe(seededOrderCount);
      expect(await count(fresh, 'articles')).toBe(seedArticles.length);
      expect(await count(fresh, 'sessions')).toBe(0);
      expect(await findSessionMemberId(fresh, token)).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('creates the file when there is none', async () => {
    const file = path.join(dir, 'absent', 'store.db');
    const db = await resetDatabase(file);
    try {
      expect(await count(db, 'products')).toBe(seedProducts.length);
    } finally {
      await db.close();
    }
  });
});

describe('upgrading a version 1 file', () => {
  it('applies migration 2 and seeds its tables, keeping existing data', async () => {
    const file = path.join(dir, 'store.db');
    const old = new BetterSqlite3(file);
    old.exec(migrations[0] ?? '');
    old.pragma('user_version = 1');
    await seedDatabase(new SqliteDatabase(old));
    old.prepare("UPDATE members SET nickname = 'Kept' WHERE id = 1").run();
    old.close();

    const db = await openDatabase(file);
    try {
      expect(schemaVersion(db.raw)).toBe(latestSchemaVersion);
      expect(await count(db, 'currencies')).toBe(seedCurrencies.length);
      expect(await count(db, 'orders')).toBe(seededOrderCount);
      expect(await db.one('SELECT nickname FROM members WHERE id = 1')).toEqual({ nickname: 'Kept' });
      expect(await db.one('SELECT COUNT(*) AS n FROM orders WHERE denomination_id IS NULL')).toEqual({
        n: 0,
      });
    } finally {
      await db.close();
    }
  });
});
