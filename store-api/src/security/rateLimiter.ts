/**
 * Counts events per key in a sliding window, in memory. One store-api process serves the shop, so memory
 * is enough; a restart forgets the counts, which only ever lets someone in sooner, never locks them out.
 */
export interface WindowLimit {
  /** Events allowed inside the window; the next one is refused. */
  max: number;
  windowMs: number;
}

export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: WindowLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may act again, or 0 when it is under its limit. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit.max) return 0;
    const oldest = recent[recent.length - this.limit.max] ?? this.now();
    return Math.max(1, oldest + this.limit.windowMs - this.now());
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.events.set(key, recent);
    // Bounded memory: an attacker cycling through keys cannot grow the map without limit.
    if (this.events.size > MAX_TRACKED_KEYS) this.prune();
  }

  /**
   * Checks and records in one step: 0 when the event was counted, else the wait and nothing recorded.
   * Nothing runs between the check and the record, so requests in flight together cannot all pass.
   */
  take(key: string): number {
    const wait = this.retryAfterMs(key);
    if (wait === 0) this.record(key);
    return wait;
  }

  /** Takes back the latest event of the key: it was counted in advance and turned out not to count. */
  release(key: string): void {
    const recent = this.events.get(key);
    if (!recent) return;
    recent.pop();
    if (recent.length === 0) this.events.delete(key);
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    const kept = (this.events.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  private prune(): void {
    for (const key of [...this.events.keys()]) this.recent(key);
    // Still too many live keys: forget the oldest ones (Map keeps insertion order).
    for (const key of this.events.keys()) {
      if (this.events.size <= MAX_TRACKED_KEYS) break;
      this.events.delete(key);
    }
  }
}

/** Upper bound on keys one counter remembers. */
export const MAX_TRACKED_KEYS = 50_000;
