// The database a test store stands on: a seeded SQLite file of its own (the default), or, when
// STORE_TEST_DATABASE_URL names a PostgreSQL server, a seeded database of its own on that server.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, openPgDatabase, type Database } from '../db/database';

/** A server's maintenance database (e.g. postgres://postgres@127.0.0.1:5432/postgres), or undefined. */
export const TEST_DATABASE_URL = process.env.STORE_TEST_DATABASE_URL;
/** Which database the suite runs on, for the tests that are about one of them. */
export const TEST_DATABASE: 'sqlite' | 'postgres' = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const TEMPLATE = 'store_test_template';
/** Any number, taken on the whole server: one jest worker seeds the template while the others wait. */
const TEMPLATE_LOCK = 7_421_002;

function urlOf(database: string): string {
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrating and seeding takes seconds; copying a seeded template takes a fraction of one. */
async function ensureTemplate(client: pg.Client): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
    if (found.rowCount) return;
    await client.query(`CREATE DATABASE ${TEMPLATE}`);
    const db = await openPgDatabase(urlOf(TEMPLATE));
    await db.close();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** An empty database of its own on the test server (PostgreSQL only): its URL, and drop() to remove it. */
export async function createEmptyTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: urlOf(name),
    drop: async () => {
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface TestDatabase {
  db: Database;
  /** The SQLite file (SQLite only): tests that open a second connection to it. */
  dbFile: string;
  /** The database's URL (PostgreSQL only). */
  url: string;
  /** Another connection to the same database, as another store-api process has. */
  connectAgain(): Promise<Database>;
  drop(): Promise<void>;
}

/** A seeded database of the test's own; `dir` holds the SQLite file. */
export async function openTestDatabase(dir: string): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const dbFile = path.join(dir, 'store.db');
    const db = await openDatabase(dbFile);
    return { db, dbFile, url: '', connectAgain: () => openDatabase(dbFile), drop: () => db.close() };
  }
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await onServer(async (client) => {
    await ensureTemplate(client);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
  });
  const url = urlOf(name);
  const db = await openPgDatabase(url);
  return {
    db,
    dbFile: '',
    url,
    connectAgain: () => openPgDatabase(url),
    async drop() {
      await db.close();
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
