// The store's database handle: typed queries (`kysely`, compiled for the database in use) and, for the
// modules not moved to it yet, SQL text with `?` placeholders; answered asynchronously, so the same queries
// serve the embedded database and a database server, and no query waits on the event loop.
import type { SqlDialect, StoreKysely } from './storeKysely';

/**
 * How long a statement waits for a lock another connection holds before it fails and the request answers
 * busy (503).
 */
export const BUSY_TIMEOUT_MS = 5000;

/** A value bound to a statement's `?`. */
export type SqlValue = string | number | bigint | null | Buffer;
/** A value for a `?`, or the values of named parameters (`@name`) by name. */
export type SqlParam = SqlValue | Readonly<Record<string, SqlValue>>;

export interface RunResult {
  /** Rows the statement inserted, changed or deleted. */
  changes: number;
}

export interface Sql {
  /** Which database this is: the embedded file or a PostgreSQL server. */
  readonly dialect: SqlDialect;
  /**
   * The typed query builder on this database: its queries run inside the transaction in progress, as
   * the text queries below do.
   */
  readonly kysely: StoreKysely;
  /** The first row of a query, or undefined when it finds none. */
  one(sql: string, ...params: SqlParam[]): Promise<unknown>;
  all(sql: string, ...params: SqlParam[]): Promise<unknown[]>;
  run(sql: string, ...params: SqlParam[]): Promise<RunResult>;
  /**
   * Runs fn in one transaction that holds the write lock from its start (a transaction that reads first
   * and writes later could otherwise lose the lock to another writer and fail). Every query fn makes, on
   * this handle or another of the same database, runs inside it; a transaction begun inside one is a
   * savepoint of it. Commits when fn resolves, rolls back when it throws.
   *
   * With a `lock` name, the transaction first waits for any other holding the same name to end, and then
   * sees what it wrote: for a hot row many requests change at once (a rate-limit count), where running
   * them one after another beats running them again after a conflict.
   */
  transaction<T>(fn: () => Promise<T>, lock?: string): Promise<T>;
}
