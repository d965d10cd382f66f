// The database handle's type, apart from the code that opens it, so migrations and seeds can name it
// without importing the opener that runs them.
import type BetterSqlite3 from 'better-sqlite3';

export type Database = BetterSqlite3.Database;
