import type { Database } from './databaseType';

/**
 * Runs fn in a transaction that takes the write lock when it begins (BEGIN IMMEDIATE). A transaction that
 * starts by reading and only later writes would hold a read snapshot when it asks for the lock; if another
 * connection (a second store-api process, a backup) writes meanwhile, SQLite fails it at once with
 * SQLITE_BUSY and the busy timeout never applies. Taking the lock up front waits for it instead.
 */
export function writeTransaction<T>(db: Database, fn: () => T): T {
  return db.raw.transaction(fn).immediate();
}
