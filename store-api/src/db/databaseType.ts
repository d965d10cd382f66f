// The database handle's types, apart from the code that opens them, so migrations and seeds can name them
// without importing the opener that runs them.
import type BetterSqlite3 from 'better-sqlite3';
import type { PgDatabase } from './pgDatabase';
import type { SqliteDatabase } from './sqliteDatabase';

/** The store's database: the embedded file (the default) or a PostgreSQL server (DATABASE_URL). */
export type Database = SqliteDatabase | PgDatabase;
/** The embedded file's own connection: what its migrations and seeds write through. */
export type SqliteConnection = BetterSqlite3.Database;
