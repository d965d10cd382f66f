import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { continueIdentities } from './migrate/continueIdentities';
import { migrateSchema } from './migrate/migrateSchema';
import { latestSchemaVersion } from './migrate/schemaMigrations';
import { PgDatabase } from './pgDatabase';
import { seedDatabase } from './seed/seedDatabase';
import { seedVersion2 } from './seed/seedVersion2';
import { seedVersion8 } from './seed/seedVersion8';
import type { Sql } from './sql';
import { SqliteDatabase, isBusy } from './sqliteDatabase';

export type { Database } from './databaseType';

/**
 * The demo content a database gets on its way from `previousVersion` to the latest schema: all of it when
 * it was brand new; each later schema version seeds its own tables, so upgraded files get the same.
 */
export async function seedFrom(db: Sql, previousVersion: number): Promise<void> {
  if (previousVersion === 0) await seedDatabase(db);
  if (previousVersion < 2) await seedVersion2(db);
  if (previousVersion < 8) await seedVersion8(db);
}

/** The lock starting processes migrate under, one at a time, on a database server. */
export const MIGRATION_LOCK = 'store-api schema migration';

/** A store starting beside another on the same file (a second instance) waits this long for its migration. */
export const OPEN_LOCK_WAIT_MS = 60_000;
const OPEN_RETRY_MS = 50;

/**
 * Opens (creating if needed) the store database file, brings its schema up to date and, only when the file
 * was brand new, fills it with the demo catalogue. Data written later is kept across restarts. While another
 * process holds the file's lock (its own first migration and seed, which can outlast a request's busy
 * timeout on a slow machine) the open is tried again, up to OPEN_LOCK_WAIT_MS.
 */
export async function openDatabase(file: string): Promise<SqliteDatabase> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + OPEN_LOCK_WAIT_MS;
  for (;;) {
    try {
      return await openDatabaseOnce(file);
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, OPEN_RETRY_MS));
  }
}

async function openDatabaseOnce(file: string): Promise<SqliteDatabase> {
  // No busy wait inside a statement: a lock held elsewhere is asked for again on a timer (SqliteDatabase,
  // and the loop above), never waited for on the event loop.
  const raw = new BetterSqlite3(file, { timeout: 0 });
  const db = new SqliteDatabase(raw);
  try {
    // WAL lets the serve script, a db browser and tests read while the API writes.
    raw.pragma('journal_mode = WAL');
    raw.pragma('foreign_keys = ON');
    // Migrations and seed in one transaction: a crash half way never leaves a migrated but empty store.
    await db.transaction(async () => seedFrom(db, await migrateSchema(db)));
    return db;
  } catch (error) {
    raw.close();
    throw error;
  }
}

/**
 * Connects to a PostgreSQL database (DATABASE_URL), brings its schema up to date and, only when it was
 * empty, fills it with the demo catalogue, as openDatabase does for the embedded file.
 */
export async function openPgDatabase(url: string): Promise<PgDatabase> {
  const db = PgDatabase.connect(url);
  try {
    // Under a named lock the transaction is READ COMMITTED and takes the lock first: a process that
    // waited for another's migration sees the tables that one committed (a SERIALIZABLE one would keep
    // the snapshot its first statement took, before the lock was granted, and create them again).
    await db.transaction(async () => {
      const previousVersion = await migrateSchema(db);
      await seedFrom(db, previousVersion);
      if (previousVersion < latestSchemaVersion) await continueIdentities(db);
    }, MIGRATION_LOCK);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
