// Rate-limit events in the store's database: every store-api process on the database counts into the same
// rows, so a limit holds however many processes serve the shop, and a restart forgets nothing.
import type { Database } from '../db/databaseType';
import type { WindowEvents } from './rateLimiter';

/** Every this many events a counter deletes its expired rows, so the table holds about one window's worth. */
export const SWEEP_EVERY_EVENTS = 500;

export class DatabaseWindowEvents implements WindowEvents {
  private added = 0;

  /** `counter` names the limit (e.g. "login:account"): limits share the table, never their counts. */
  constructor(
    private readonly db: Database,
    private readonly counter: string,
    private readonly windowMs: number,
  ) {}

  async timesAfter(key: string, after: number): Promise<number[]> {
    const rows = await this.db.kysely
      .selectFrom('rate_events')
      .select('at')
      .where('counter', '=', this.counter)
      .where('key', '=', key)
      .where('at', '>', after)
      .orderBy('at')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.at);
  }

  async add(key: string, at: number): Promise<void> {
    await this.db.kysely.insertInto('rate_events').values({ counter: this.counter, key, at }).execute();
    this.added += 1;
    if (this.added % SWEEP_EVERY_EVENTS === 0) {
      await this.db.kysely
        .deleteFrom('rate_events')
        .where('counter', '=', this.counter)
        .where('at', '<=', at - this.windowMs)
        .execute();
    }
  }

  async removeLatest(key: string): Promise<void> {
    await this.db.kysely
      .deleteFrom('rate_events')
      .where('id', '=', (eb) =>
        eb
          .selectFrom('rate_events')
          .select('id')
          .where('counter', '=', this.counter)
          .where('key', '=', key)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(1),
      )
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.kysely
      .deleteFrom('rate_events')
      .where('counter', '=', this.counter)
      .where('key', '=', key)
      .execute();
  }

  async atomically<T>(key: string, fn: () => Promise<T>): Promise<T> {
    // Locked by the key from the start: another process's check cannot slip between this check and its record.
    return this.db.transaction(fn, `rate:${this.counter}:${key}`);
  }
}

/** Events of the named counter in the database. */
export const databaseEvents =
  (db: Database) =>
  (counter: string, windowMs: number): WindowEvents =>
    new DatabaseWindowEvents(db, counter, windowMs);
