import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrate } from './migrations';
import { seedDatabase } from './seed/seedDatabase';
import { seedVersion2 } from './seed/seedVersion2';
import { seedVersion8 } from './seed/seedVersion8';
import { BUSY_TIMEOUT_MS, SqliteDatabase } from './sqliteDatabase';

import type { Database } from './databaseType';

export type { Database } from './databaseType';

/**
 * Opens (creating if needed) the store database file, brings its schema up to date and, only when the file
 * was brand new, fills it with the demo catalogue. Data written later is kept across restarts.
 */
export function openDatabase(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  const db = new SqliteDatabase(raw);
  try {
    // WAL lets the serve script, a db browser and tests read while the API writes.
    raw.pragma('journal_mode = WAL');
    raw.pragma('foreign_keys = ON');
    raw.pragma(`busy_timeout = ${String(BUSY_TIMEOUT_MS)}`);
    // Migrations and seed in one transaction, taking the write lock at its start (BEGIN IMMEDIATE): a crash
    // half way never leaves a migrated but empty store. Opening may wait for the lock; serving never does.
    raw
      .transaction(() => {
        const previousVersion = migrate(raw);
        if (previousVersion === 0) seedDatabase(raw);
        // Each later schema version seeds its own tables, so upgraded files get the same demo content.
        if (previousVersion < 2) seedVersion2(raw);
        if (previousVersion < 8) seedVersion8(raw);
      })
      .immediate();
    raw.pragma('busy_timeout = 0');
    return db;
  } catch (error) {
    raw.close();
    throw error;
  }
}
