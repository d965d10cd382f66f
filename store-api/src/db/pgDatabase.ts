import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { BUSY_TIMEOUT_MS, type RunResult, type Sql, type SqlParam, type SqlValue } from './sql';
import type { QueryResult } from 'kysely';
import { pgStatement } from './sqlText';
import { createStoreKysely, type CompiledQueryRunner, type StoreKysely } from './storeKysely';

/** How often a transaction PostgreSQL refused as out of order (serialization, deadlock) is run again. */
export const TRANSACTION_ATTEMPTS = 10;
/** The longest pause before the first attempt again (ms), doubled each time, random below it. */
const RETRY_PAUSE_MS = 5;
/** The cap of that pause (ms): the ten attempts wait 1.3 s at most in all. */
const RETRY_PAUSE_CAP_MS = 250;
/** Connections one store-api process keeps to the server. */
export const POOL_SIZE = 10;

// Counts and sums are 64-bit on the server; the store's fit a JavaScript number, so they come back as one.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// The store's SQL was written for SQLite, where a comparison is 1 or 0: the same here.
pg.types.setTypeParser(pg.types.builtins.BOOL, (value) => (value === 't' ? 1 : 0));

const RETRIED_CODES = new Set(['40001', '40P01']);
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function valuesOf(slots: readonly (number | string)[], params: readonly SqlParam[]): unknown[] {
  const named = (params[0] ?? {}) as Readonly<Record<string, SqlValue>>;
  return slots.map((slot) => (typeof slot === 'number' ? params[slot] : named[slot]));
}

type Client = pg.Pool | pg.PoolClient;

/**
 * A PostgreSQL server (or a service that speaks its protocol) behind the query layer, for any number of
 * store-api processes on any number of machines. Transactions are SERIALIZABLE: each runs as if alone, as
 * on the embedded file, and one the server refuses for a conflict with another is run again.
 */
export class PgDatabase implements Sql, CompiledQueryRunner {
  readonly dialect = 'postgres';
  readonly kysely: StoreKysely = createStoreKysely('postgres', this);
  private readonly transactions = new AsyncLocalStorage<pg.PoolClient>();

  constructor(readonly pool: pg.Pool) {}

  static connect(url: string): PgDatabase {
    // A lock held elsewhere is waited for as long as on the embedded file, then the request answers busy
    // (503) instead of holding its connection without end.
    const pool = new pg.Pool({
      connectionString: url,
      max: POOL_SIZE,
      lock_timeout: BUSY_TIMEOUT_MS,
    });
    // An idle connection the server closed (a restart, a failover) is dropped from the pool, which opens
    // another when needed; unheard, the event would end the process.
    pool.on('error', () => undefined);
    return new PgDatabase(pool);
  }

  async one(sql: string, ...params: SqlParam[]): Promise<unknown> {
    return (await this.query(sql, params)).rows[0];
  }

  async all(sql: string, ...params: SqlParam[]): Promise<unknown[]> {
    return (await this.query(sql, params)).rows;
  }

  async run(sql: string, ...params: SqlParam[]): Promise<RunResult> {
    return { changes: (await this.query(sql, params)).rowCount ?? 0 };
  }

  /** A statement Kysely compiled for PostgreSQL, sent as it is. */
  async execute(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    const client: Client = this.transactions.getStore() ?? this.pool;
    const result = await client.query(sql, parameters as unknown[]);
    const changed = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command);
    return {
      rows: result.rows as unknown[],
      ...(changed ? { numAffectedRows: BigInt(result.rowCount ?? 0) } : {}),
    };
  }

  async transaction<T>(fn: () => Promise<T>, lock?: string): Promise<T> {
    const current = this.transactions.getStore();
    if (current) return this.savepoint(current, fn);
    for (let attempt = 1; ; attempt += 1) {
      const client = await this.pool.connect();
      try {
        if (lock === undefined) await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
        else {
          // Read committed: each statement sees what the transactions that held the lock before wrote.
          await client.query('BEGIN');
          await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lock]);
        }
        const result = await this.transactions.run(client, fn);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string' || !RETRIED_CODES.has(code) || attempt >= TRANSACTION_ATTEMPTS)
          throw error;
      } finally {
        client.release();
      }
      // Apart, and twice as far each time (up to a cap): under a burst, transactions that collided once
      // would collide again at the same pace.
      await pause(Math.random() * Math.min(RETRY_PAUSE_CAP_MS, RETRY_PAUSE_MS * 2 ** attempt));
    }
  }

  /** Ends the pool; closing again does nothing. */
  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }

  private savepoints = 0;

  private async savepoint<T>(client: pg.PoolClient, fn: () => Promise<T>): Promise<T> {
    this.savepoints += 1;
    const name = `inner_${String(this.savepoints)}`;
    await client.query(`SAVEPOINT ${name}`);
    try {
      const result = await fn();
      await client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }

  private query(sql: string, params: readonly SqlParam[]): Promise<pg.QueryResult> {
    const statement = pgStatement(sql);
    const client: Client = this.transactions.getStore() ?? this.pool;
    return client.query(statement.text, valuesOf(statement.slots, params));
  }
}
