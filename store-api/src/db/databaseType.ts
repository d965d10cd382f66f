// The database handle's types, apart from the code that opens them, so migrations and seeds can name them
// without importing the opener that runs them.
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from './sqliteDatabase';

export type Database = SqliteDatabase;
/** The embedded file's own connection: what its migrations and seeds write through. */
export type SqliteConnection = BetterSqlite3.Database;
