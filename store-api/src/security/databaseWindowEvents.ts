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
    const rows = (await this.db.all(
      'SELECT at FROM rate_events WHERE counter = ? AND key = ? AND at > ? ORDER BY at, id',
      this.counter,
      key,
      after,
    )) as Array<{ at: number }>;
    return rows.map((row) => row.at);
  }

  async add(key: string, at: number): Promise<void> {
    await this.db.run('INSERT INTO rate_events (counter, key, at) VALUES (?, ?, ?)', this.counter, key, at);
    this.added += 1;
    if (this.added % SWEEP_EVERY_EVENTS === 0) {
      await this.db.run(
        'DELETE FROM rate_events WHERE counter = ? AND at <= ?',
        this.counter,
        at - this.windowMs,
      );
    }
  }

  async removeLatest(key: string): Promise<void> {
    await this.db.run(
      `DELETE FROM rate_events WHERE id = (
         SELECT id FROM rate_events WHERE counter = ? AND key = ? ORDER BY at DESC, id DESC LIMIT 1)`,
      this.counter,
      key,
    );
  }

  async clear(key: string): Promise<void> {
    await this.db.run('DELETE FROM rate_events WHERE counter = ? AND key = ?', this.counter, key);
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
