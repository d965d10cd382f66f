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
  timesAfter(key: string, after: number): number[];
  add(key: string, at: number): void;
  /** Takes back the key's latest event. */
  removeLatest(key: string): void;
  clear(key: string): void;
  /** Runs fn with no other user of the same events (another process on the same database) in between. */
  atomically<T>(fn: () => T): T;
}

export class SlidingWindowCounter {
  constructor(
    private readonly limit: WindowLimit,
    private readonly events: WindowEvents = new MemoryWindowEvents(limit.windowMs),
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may act again, or 0 when it is under its limit. */
  retryAfterMs(key: string): number {
    const now = this.now();
    const recent = this.events.timesAfter(key, now - this.limit.windowMs);
    if (recent.length < this.limit.max) return 0;
    const oldest = recent[recent.length - this.limit.max] ?? now;
    return Math.max(1, oldest + this.limit.windowMs - now);
  }

  record(key: string): void {
    this.events.add(key, this.now());
  }

  /**
   * Checks and records in one step: 0 when the event was counted, else the wait and nothing recorded.
   * Nothing runs between the check and the record, so requests in flight together (in any process) cannot
   * all pass.
   */
  take(key: string): number {
    return this.events.atomically(() => {
      const wait = this.retryAfterMs(key);
      if (wait === 0) this.record(key);
      return wait;
    });
  }

  /** Takes back the latest event of the key: it was counted in advance and turned out not to count. */
  release(key: string): void {
    this.events.removeLatest(key);
  }

  clear(key: string): void {
    this.events.clear(key);
  }
}

/** Upper bound on keys one in-memory counter remembers. */
export const MAX_TRACKED_KEYS = 50_000;

/** Events in this process's memory: one process's own count, forgotten on restart. */
export class MemoryWindowEvents implements WindowEvents {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  timesAfter(key: string, after: number): number[] {
    return (this.events.get(key) ?? []).filter((time) => time > after);
  }

  add(key: string, at: number): void {
    const kept = this.timesAfter(key, at - this.windowMs);
    kept.push(at);
    this.events.set(key, kept);
    // Bounded memory: an attacker cycling through keys cannot grow the map without limit.
    if (this.events.size > MAX_TRACKED_KEYS) this.prune();
  }

  removeLatest(key: string): void {
    const recent = this.events.get(key);
    if (!recent) return;
    recent.pop();
    if (recent.length === 0) this.events.delete(key);
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  atomically<T>(fn: () => T): T {
    // One thread runs this process's JavaScript: nothing else runs in between.
    return fn();
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
