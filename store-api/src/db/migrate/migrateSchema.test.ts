// The schema migrations on the suite's database (the embedded file, or PostgreSQL with
// STORE_TEST_DATABASE_URL): a database of an earlier version is upgraded in place, keeping its rows, and a
// new migration reaching several instances at once runs once.
import { sql } from 'kysely';
import { MIGRATION_LOCK, type Database } from '../database';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { makeTempDir, removeTempDir } from '../../testing/testStore';
import { BASELINE_SCHEMA_VERSION } from './baselineSchema';
import { migrateSchema } from './migrateSchema';
import type { SchemaMigration } from './schemaMigrations';

let dir: string;
let test: TestDatabase;
beforeEach(async () => {
  dir = makeTempDir();
  test = await openTestDatabase(dir);
});
afterEach(async () => {
  await test.drop();
  removeTempDir(dir);
});

async function versionOf(db: Database): Promise<number> {
  if (db.dialect === 'sqlite') return db.raw.pragma('user_version', { simple: true }) as number;
  const row = await sql<{ version: number }>`SELECT version FROM schema_version`.execute(db.kysely);
  return row.rows[0]?.version ?? 0;
}

/** A migration of the kind a feature adds: a table, and a row it starts with. */
const addProbeTable: SchemaMigration = {
  description: 'a probe table',
  async up(db, t) {
    await db.schema
      .createTable('migration_probe')
      .addColumn('id', t.integer, (c) => t.key(c))
      .addColumn('note', 'text', (c) => c.notNull())
      .execute();
    await db.insertInto('migration_probe').values({ note: 'first' }).execute();
  },
};

it('leaves a database at the latest version as it is', async () => {
  await test.db.kysely.updateTable('members').set({ nickname: 'Kept' }).where('id', '=', 1).execute();
  expect(await test.db.transaction(() => migrateSchema(test.db), MIGRATION_LOCK)).toBe(
    BASELINE_SCHEMA_VERSION,
  );
  const member = await test.db.kysely
    .selectFrom('members')
    .select('nickname')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  expect(member.nickname).toBe('Kept');
});

it('upgrades a database of the version before the baseline, keeping its rows', async () => {
  const { db } = test;
  // The outbox's claim is what version 12 added, on both databases.
  await db.kysely.schema.alterTable('outbox').dropColumn('claimed_until').execute();
  if (db.dialect === 'sqlite') db.raw.pragma(`user_version = ${String(BASELINE_SCHEMA_VERSION - 1)}`);
  else await sql`UPDATE schema_version SET version = ${BASELINE_SCHEMA_VERSION - 1}`.execute(db.kysely);
  await db.kysely.updateTable('members').set({ nickname: 'Kept' }).where('id', '=', 1).execute();

  expect(await db.transaction(() => migrateSchema(db), MIGRATION_LOCK)).toBe(BASELINE_SCHEMA_VERSION - 1);
  expect(await versionOf(db)).toBe(BASELINE_SCHEMA_VERSION);
  const row = await db.kysely.selectFrom('outbox').select('claimed_until').limit(1).execute();
  expect(Array.isArray(row)).toBe(true);
  const member = await db.kysely
    .selectFrom('members')
    .select('nickname')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  expect(member.nickname).toBe('Kept');
});

it('runs a new migration once when three instances start with it at the same moment', async () => {
  const others = [await test.connectAgain(), await test.connectAgain()];
  try {
    const instances = [test.db, ...others];
    const before = await Promise.all(
      instances.map((db) => db.transaction(() => migrateSchema(db, [addProbeTable]), MIGRATION_LOCK)),
    );
    expect(before.sort()).toEqual([
      BASELINE_SCHEMA_VERSION,
      BASELINE_SCHEMA_VERSION + 1,
      BASELINE_SCHEMA_VERSION + 1,
    ]);
    for (const db of instances) expect(await versionOf(db)).toBe(BASELINE_SCHEMA_VERSION + 1);
    const rows = await sql<{ note: string }>`SELECT note FROM migration_probe`.execute(test.db.kysely);
    expect(rows.rows).toEqual([{ note: 'first' }]);
  } finally {
    await Promise.all(others.map((db) => db.close()));
  }
});
