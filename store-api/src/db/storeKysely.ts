// The store's typed query builder (Kysely) on its own database handles: Kysely compiles a query to the
// database's own SQL (`?` for SQLite, `$1` for PostgreSQL) and its types from the tables in schema/; the
// handle runs the compiled text as it is, on the connection of the transaction in progress
// (Sql.transaction), so the write lock, savepoints and retries stay the store's.
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { StoreTables } from './schema/storeTables';

/** Which SQL a handle speaks. */
export type SqlDialect = 'sqlite' | 'postgres';

/** A database handle that runs a compiled statement, with its parameters, as written. */
export interface CompiledQueryRunner {
  execute(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>>;
}

const NO_KYSELY_TRANSACTIONS =
  'Kysely transactions are not used here: wrap the work in Sql.transaction, whose queries Kysely joins.';

class StoreConnection implements DatabaseConnection {
  constructor(private readonly runner: CompiledQueryRunner) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.runner.execute(compiledQuery.sql, compiledQuery.parameters)) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield -- the store reads whole results; a stream is never asked for
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by the store database.');
  }
}

class StoreDriver implements Driver {
  private readonly connection: StoreConnection;

  constructor(runner: CompiledQueryRunner) {
    this.connection = new StoreConnection(runner);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    throw new Error(NO_KYSELY_TRANSACTIONS);
  }

  async commitTransaction(): Promise<void> {
    throw new Error(NO_KYSELY_TRANSACTIONS);
  }

  async rollbackTransaction(): Promise<void> {
    throw new Error(NO_KYSELY_TRANSACTIONS);
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {}
}

/** Kysely's SQLite or PostgreSQL semantics (adapter, compiler, introspector) over the store's handle. */
function storeDialect(dialect: SqlDialect, runner: CompiledQueryRunner): Dialect {
  const sqlite = dialect === 'sqlite';
  return {
    createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
    createDriver: () => new StoreDriver(runner),
    createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
  };
}

export type StoreKysely = Kysely<StoreTables>;

export function createStoreKysely(dialect: SqlDialect, runner: CompiledQueryRunner): StoreKysely {
  return new Kysely<StoreTables>({ dialect: storeDialect(dialect, runner) });
}
