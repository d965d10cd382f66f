/**
 * Counts events per key in a sliding window. Where the events are kept is the caller's choice: in the
 * database (databaseWindowEvents.ts), so every store-api process on it shares one count and a restart
 * forgets nothing, or in memory for a counter one process owns alone.
 */
export interface WindowLimit {
  /** Events allowed inside the window; the next one is refused. */
  max: number;
  windowMs: number;
}

/** Where a counter keeps its events. */
export interface WindowEvents {
  /** The key's event times after `after`, oldest first. */
  timesAfter(key: string, after: number): Promise<number[]>;
  add(key: string, at: number): Promise<void>;
  /** Takes back the key's latest event. */
  removeLatest(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /**
   * Runs fn with no other user of the key's events (another process on the same database) in between.
   */
  atomically<T>(key: string, fn: () => Promise<T>): Promise<T>;
}

export class SlidingWindowCounter {
  constructor(
    private readonly limit: WindowLimit,
    private readonly events: WindowEvents = new MemoryWindowEvents(limit.windowMs),
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may act again, or 0 when it is under its limit. */
  async retryAfterMs(key: string): Promise<number> {
    const now = this.now();
    const recent = await this.events.timesAfter(key, now - this.limit.windowMs);
    if (recent.length < this.limit.max) return 0;
    const oldest = recent[recent.length - this.limit.max] ?? now;
    return Math.max(1, oldest + this.limit.windowMs - now);
  }

  async record(key: string): Promise<void> {
    await this.events.add(key, this.now());
  }

  /**
   * Checks and records in one step: 0 when the event was counted, else the wait and nothing recorded.
   * Nothing runs between the check and the record, so requests in flight together (in any process) cannot
   * all pass.
   */
  async take(key: string): Promise<number> {
    return this.events.atomically(key, async () => {
      const wait = await this.retryAfterMs(key);
      if (wait === 0) await this.record(key);
      return wait;
    });
  }

  /** Takes back the latest event of the key: it was counted in advance and turned out not to count. */
  async release(key: string): Promise<void> {
    // Under the key's lock too: releases at the same time would otherwise all take back the same event.
    await this.events.atomically(key, () => this.events.removeLatest(key));
  }

  async clear(key: string): Promise<void> {
    await this.events.clear(key);
  }
}

/** Upper bound on keys one in-memory counter remembers. */
export const MAX_TRACKED_KEYS = 50_000;

/** Events in this process's memory: one process's own count, forgotten on restart. */
export class MemoryWindowEvents implements WindowEvents {
  private readonly events = new Map<string, number[]>();
  /** Settles when the latest `atomically` call has finished: the next one starts after it. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async timesAfter(key: string, after: number): Promise<number[]> {
    return this.recent(key, after);
  }

  async add(key: string, at: number): Promise<void> {
    const kept = this.recent(key, at - this.windowMs);
    kept.push(at);
    this.events.set(key, kept);
    // Bounded memory: an attacker cycling through keys cannot grow the map without limit.
    if (this.events.size > MAX_TRACKED_KEYS) this.prune();
  }

  async removeLatest(key: string): Promise<void> {
    const recent = this.events.get(key);
    if (!recent) return;
    recent.pop();
    if (recent.length === 0) this.events.delete(key);
  }

  async clear(key: string): Promise<void> {
    this.events.delete(key);
  }

  atomically<T>(_key: string, fn: () => Promise<T>): Promise<T> {
    // fn awaits between its check and its record: the next caller's fn waits for this one to finish.
    const result = this.turn.then(fn);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private recent(key: string, after: number): number[] {
    return (this.events.get(key) ?? []).filter((time) => time > after);
  }

  private prune(): void {
    const after = this.now() - this.windowMs;
    for (const [key, times] of [...this.events]) {
      const kept = times.filter((time) => time > after);
      if (kept.length === 0) this.events.delete(key);
      else this.events.set(key, kept);
    }
    // Still too many live keys: forget the oldest ones (Map keeps insertion order).
    for (const key of this.events.keys()) {
      if (this.events.size <= MAX_TRACKED_KEYS) break;
      this.events.delete(key);
    }
  }
}
