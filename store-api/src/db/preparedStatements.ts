import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from './database';

const caches = new WeakMap<Database, Map<string, BetterSqlite3.Statement>>();

/**
 * db.raw.prepare with a per-database cache: compiling SQL costs more than running these small queries, and the
 * hot calls (product detail, session check) run thousands of times a second. The SQL text is the key, so
 * only constant SQL of this package should come here, never text built from input (values are bound).
 */
export function prepared(db: Database, sql: string): BetterSqlite3.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.raw.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
