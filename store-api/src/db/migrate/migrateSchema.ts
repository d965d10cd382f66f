// Brings a database to the latest schema version, the same steps on both databases: a new one gets the
// baseline (baselineSchema.ts), one made by the SQL-text history is recognised by its version and
// upgraded from it, and then each schema migration it has not had runs, in order.
import { sql } from 'kysely';
import type { Database } from '../databaseType';
import { upgradeLegacyFile, schemaVersion } from '../migrations';
import { BASELINE_SCHEMA_VERSION, createBaselineSchema } from './baselineSchema';
import { columnTypes } from './columnTypes';
import { schemaMigrations, type SchemaMigration } from './schemaMigrations';

/**
 * The first schema version a PostgreSQL database had: the server's history starts there (the SQL-text
 * history's earlier versions only ever ran on embedded files).
 */
const FIRST_PG_VERSION = 11;

interface VersionStore {
  read(): Promise<number>;
  write(version: number): Promise<void>;
}

/** Where the version is kept: SQLite's `user_version`, a one-row `schema_version` table on PostgreSQL. */
function versionStore(db: Database): VersionStore {
  if (db.dialect === 'sqlite') {
    return {
      read: async () => schemaVersion(db.raw),
      write: async (version) => {
        db.raw.pragma(`user_version = ${String(version)}`);
      },
    };
  }
  return {
    async read() {
      await db.kysely.schema
        .createTable('schema_version')
        .ifNotExists()
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      const row = await sql<{ version: number }>`SELECT version FROM schema_version`.execute(db.kysely);
      return row.rows[0]?.version ?? 0;
    },
    async write(version) {
      const updated = await sql`UPDATE schema_version SET version = ${version}`.execute(db.kysely);
      if (updated.numAffectedRows === 0n) {
        await sql`INSERT INTO schema_version (version) VALUES (${version})`.execute(db.kysely);
      }
    },
  };
}

/** A PostgreSQL database at the SQL-text history's version 11: its version 12 (the outbox's claim). */
async function upgradePgFromVersion11(db: Database): Promise<void> {
  await db.kysely.schema.alterTable('outbox').addColumn('claimed_until', 'text').execute();
}

/**
 * Migrates db to the latest version. Runs inside the caller's transaction, which holds the migration lock
 * (database.ts), so a failure leaves the database at its previous version and instances starting together
 * migrate one after another. Returns the version the database was at before (0: it was new).
 */
export async function migrateSchema(
  db: Database,
  migrations: readonly SchemaMigration[] = schemaMigrations,
): Promise<number> {
  const versions = versionStore(db);
  const t = columnTypes(db.dialect);
  const latest = BASELINE_SCHEMA_VERSION + migrations.length;
  const from = await versions.read();
  if (from > latest) {
    throw new Error(
      `Database schema version ${String(from)} is newer than this code knows (${String(latest)}). ` +
        'Update the code or run `npm run db:reset -w store-api`.',
    );
  }
  if (from === 0) await createBaselineSchema(db.kysely, t);
  else if (from < BASELINE_SCHEMA_VERSION && db.dialect === 'sqlite') upgradeLegacyFile(db.raw, from);
  else if (from < BASELINE_SCHEMA_VERSION) {
    if (from !== FIRST_PG_VERSION) {
      throw new Error(`Database schema version ${String(from)} is unknown on PostgreSQL.`);
    }
    await upgradePgFromVersion11(db);
  }
  for (const [index, migration] of migrations.entries()) {
    if (BASELINE_SCHEMA_VERSION + index >= from) await migration.up(db.kysely, t);
  }
  if (from !== latest) await versions.write(latest);
  return from;
}
