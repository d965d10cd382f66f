// The baseline written with the schema builder is the schema the SQL-text history left files at: an old
// file upgraded by that history and a new file made from the baseline have the same tables, columns,
// keys, checks and indexes, so every later migration and query meets the same schema on both.
import BetterSqlite3 from 'better-sqlite3';
import { migrations } from '../migrations';
import { SqliteDatabase } from '../sqliteDatabase';
import { BASELINE_SCHEMA_VERSION } from './baselineSchema';
import { migrateSchema } from './migrateSchema';

/** Every table's columns, foreign keys, indexes and CHECK constraints, in a comparable form. */
function describeSchema(db: BetterSqlite3.Database): unknown {
  const tables = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all() as { name: string; sql: string }[];
  return tables.map(({ name, sql }) => ({
    name,
    columns: db.pragma(`table_info(${name})`),
    foreignKeys: db.pragma(`foreign_key_list(${name})`),
    indexes: (
      db.pragma(`index_list(${name})`) as { name: string; unique: number; origin: string; partial: number }[]
    )
      .map((index) => ({
        unique: index.unique,
        origin: index.origin,
        partial: index.partial,
        columns: db.pragma(`index_xinfo("${index.name}")`),
        where: /\bWHERE\b(.*)$/i
          .exec(
            (
              db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(index.name) as {
                sql: string | null;
              }
            ).sql ?? '',
          )?.[1]
          ?.replace(/["\s]/g, '')
          .toLowerCase(),
      }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    checks: [...sql.matchAll(/check\s*\(((?:[^()]|\([^()]*\))*)\)/gi)]
      .map((match) => (match[1] ?? '').replace(/["\s]/g, '').toLowerCase())
      .sort(),
    nocase: [...sql.matchAll(/"?(\w+)"?\s+text[^,]*collate\s+nocase/gi)].map((match) => match[1]).sort(),
  }));
}

test('the SQL-text history is closed at the baseline version', () => {
  expect(migrations).toHaveLength(BASELINE_SCHEMA_VERSION);
});

test('a new file gets the schema the SQL-text history left old files at', async () => {
  const legacy = new BetterSqlite3(':memory:');
  for (const sql of migrations) legacy.exec(sql);
  const fresh = new SqliteDatabase(new BetterSqlite3(':memory:'));
  await fresh.transaction(() => migrateSchema(fresh));
  try {
    expect(describeSchema(fresh.raw)).toEqual(describeSchema(legacy));
  } finally {
    legacy.close();
    await fresh.close();
  }
});
