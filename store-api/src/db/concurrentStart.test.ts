// Several store-api instances starting at the same moment on one database (a deployment of several
// replicas, a new version reaching them all): every one comes up, and the schema is migrated and seeded
// once.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createEmptyTestDatabase, TEST_DATABASE_URL } from '../testing/testDatabase';
import { makeTempDir, removeTempDir } from '../testing/testStore';
import { openDatabase, openPgDatabase, seedFrom, type Database } from './database';
import { latestSchemaVersion } from './migrate/schemaMigrations';
import { migrations, schemaVersion } from './migrations';
import { seedProducts } from './seed/products';
import { SqliteDatabase } from './sqliteDatabase';

const INSTANCES = 3;

async function countOf(db: Database, table: string): Promise<number> {
  return ((await db.one(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }).n;
}

/** Opens INSTANCES stores at once; every one must come up. */
async function startTogether(open: () => Promise<Database>): Promise<Database[]> {
  const results = await Promise.allSettled(Array.from({ length: INSTANCES }, open));
  const opened = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) {
    await Promise.all(opened.map((db) => db.close()));
    throw failures[0];
  }
  return opened;
}

async function expectMigratedOnce(dbs: Database[]): Promise<void> {
  for (const db of dbs) {
    expect(await countOf(db, 'products')).toBe(seedProducts.length);
    expect(await countOf(db, 'members')).toBe(3);
  }
}

describe('the embedded file', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => removeTempDir(dir));

  it('comes up in every instance started at once on a new file', async () => {
    const file = path.join(dir, 'store.db');
    const dbs = await startTogether(() => openDatabase(file));
    try {
      await expectMigratedOnce(dbs);
      for (const db of dbs) {
        if (db instanceof SqliteDatabase) expect(schemaVersion(db.raw)).toBe(latestSchemaVersion);
      }
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });

  it('comes up in every instance started at once on a file of the previous version', async () => {
    const file = path.join(dir, 'store.db');
    const old = new BetterSqlite3(file);
    const previous = latestSchemaVersion - 1;
    old.pragma('journal_mode = WAL');
    for (const sql of migrations.slice(0, previous)) old.exec(sql);
    old.pragma(`user_version = ${String(previous)}`);
    const oldDb = new SqliteDatabase(old);
    await oldDb.transaction(() => seedFrom(oldDb, 0));
    old.prepare("UPDATE members SET nickname = 'Kept' WHERE id = 1").run();
    old.close();

    const dbs = await startTogether(() => openDatabase(file));
    try {
      await expectMigratedOnce(dbs);
      for (const db of dbs) {
        expect(await db.one('SELECT nickname FROM members WHERE id = 1')).toEqual({ nickname: 'Kept' });
      }
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});

if (TEST_DATABASE_URL) {
  describe('a PostgreSQL database', () => {
    it('comes up in every instance started at once on an empty database', async () => {
      const empty = await createEmptyTestDatabase();
      try {
        const dbs = await startTogether(() => openPgDatabase(empty.url));
        try {
          await expectMigratedOnce(dbs);
          const version = (await dbs[0]?.one('SELECT version FROM schema_version')) as { version: number };
          expect(version.version).toBe(latestSchemaVersion);
          expect(await countOf(dbs[0] as Database, 'schema_version')).toBe(1);
        } finally {
          await Promise.all(dbs.map((db) => db.close()));
        }
      } finally {
        await empty.drop();
      }
    });
  });
}
