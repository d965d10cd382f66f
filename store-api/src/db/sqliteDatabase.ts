import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import type { QueryResult } from 'kysely';
import { BUSY_TIMEOUT_MS, type RunResult, type Sql, type SqlParam } from './sql';
import { createStoreKysely, type CompiledQueryRunner, type StoreKysely } from './storeKysely';
/** The pause between two asks: short, so a released lock is taken soon, and the event loop runs meanwhile. */
export const BUSY_RETRY_MS = 10;

interface OpenTransaction {
  savepoints: number;
}

/** A lock another connection holds: SQLite's busy or locked refusal. */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // Extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED_SHAREDCACHE, ...) are the same refusal.
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded database (one SQLite file) behind the query layer. better-sqlite3 answers at once, so the
 * layer's work here is what a single connection needs: a transaction has the connection to itself (a
 * query from elsewhere waits until it ends, or it would run inside it), and a lock held by another process
 * is asked for again on a timer instead of waited for on the event loop (the connection's busy timeout is
 * 0), so one held lock delays only the statements that need it.
 */
export class SqliteDatabase implements Sql, CompiledQueryRunner {
  readonly dialect = 'sqlite';
  readonly kysely: StoreKysely = createStoreKysely('sqlite', this);
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private readonly transactions = new AsyncLocalStorage<OpenTransaction>();
  /** Resolves when the open transaction ends; null while none is open. */
  private open: Promise<void> | null = null;
  /** The transactions waiting for the connection, in order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly raw: BetterSqlite3.Database) {}

  async one(sql: string, ...params: SqlParam[]): Promise<unknown> {
    return this.statement(sql, (statement) => statement.get(...params));
  }

  async all(sql: string, ...params: SqlParam[]): Promise<unknown[]> {
    return this.statement(sql, (statement) => statement.all(...params));
  }

  async run(sql: string, ...params: SqlParam[]): Promise<RunResult> {
    return this.statement(sql, (statement) => ({ changes: statement.run(...params).changes }));
  }

  /** A statement Kysely compiled for SQLite: rows when it returns any, else what it changed. */
  async execute(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    return this.statement(sql, (statement) => {
      if (statement.reader) return { rows: statement.all(...parameters) };
      const { changes, lastInsertRowid } = statement.run(...parameters);
      return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
    });
  }

  /** Every transaction here holds the file's one write lock from its start: a `lock` name adds nothing. */
  async transaction<T>(fn: () => Promise<T>, _lock?: string): Promise<T> {
    const current = this.transactions.getStore();
    if (current) return this.savepoint(current, fn);
    let end!: () => void;
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    const turn = this.queue;
    this.queue = turn.then(() => ended);
    await turn;
    try {
      // Queries from elsewhere run on while the lock is asked for; from BEGIN on, they wait.
      await this.whenFree(() => this.raw.exec('BEGIN IMMEDIATE'));
      this.open = ended;
      try {
        const result = await this.transactions.run({ savepoints: 0 }, fn);
        this.raw.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
        throw error;
      }
    } finally {
      this.open = null;
      end();
    }
  }

  async close(): Promise<void> {
    this.raw.close();
  }

  private async savepoint<T>(current: OpenTransaction, fn: () => Promise<T>): Promise<T> {
    current.savepoints += 1;
    const name = `inner_${String(current.savepoints)}`;
    this.raw.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn();
      this.raw.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      this.raw.exec(`ROLLBACK TO ${name}`);
      this.raw.exec(`RELEASE ${name}`);
      throw error;
    }
  }

  /** Runs a statement once the connection is this caller's: inside its transaction, or when none is open. */
  private async statement<T>(sql: string, use: (statement: BetterSqlite3.Statement) => T): Promise<T> {
    let statement = this.statements.get(sql);
    if (!statement) {
      // Compiling costs more than running the store's small queries: each SQL text is compiled once.
      statement = this.raw.prepare(sql);
      this.statements.set(sql, statement);
    }
    const compiled = statement;
    const inTransaction = this.transactions.getStore() !== undefined;
    return this.whenFree(() => use(compiled), inTransaction ? null : () => this.open);
  }

  /**
   * Runs work, asking again every BUSY_RETRY_MS while another connection holds the lock it needs; first,
   * each time, waits out this connection's open transaction when the work is not part of it.
   */
  private async whenFree<T>(
    work: () => T,
    openTransaction: (() => Promise<void> | null) | null = null,
  ): Promise<T> {
    const deadline = Date.now() + BUSY_TIMEOUT_MS;
    for (;;) {
      for (let open = openTransaction?.(); open; open = openTransaction?.()) await open;
      try {
        return work();
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
      }
      await pause(BUSY_RETRY_MS);
    }
  }
}
