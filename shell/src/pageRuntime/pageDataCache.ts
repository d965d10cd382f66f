// The one read cache of the site: the data of each route page's loader, by page and address. The
// store's server fills it while it renders a page and writes it into the page; the browser starts
// with those entries (the page hydrates from the very data it was rendered with), and each later
// address's loader fills it as the shopper moves on. A change of member, currency or country drops
// it all: every page's data depends on them.
import { makeAutoObservable, reaction } from 'mobx';
import { PageNotFoundError, isPageNotFound } from '@topup/shared-lib';
import { fulfilled, rejected, track, type Tracked } from './tracked';

/**
 * A page opened again (a new visit to its address in the same tab) reads its data afresh once what is
 * kept is this old, so moving around a tab never shows a price older than this (docs/caches.md).
 */
export const PAGE_DATA_MAX_AGE_MS = 15_000;

/** A settled entry as the server writes it into the page: the data, or the page's not-found. */
export type PageDataEntry = { data: unknown } | { notFound: true };

/** The entries a page was rendered with, by key. */
export type PageDataEntries = Readonly<Record<string, PageDataEntry>>;

/** One page's data at one address (the language is the address's prefix). */
export function pageDataKey(moduleId: string, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.sort();
  const text = query.toString();
  return `${moduleId} ${pathname}${text ? `?${text}` : ''}`;
}

function fromEntry(entry: PageDataEntry): Tracked<unknown> {
  return 'notFound' in entry ? rejected(new PageNotFoundError()) : fulfilled(entry.data);
}

export class PageDataCache {
  /** Bumped by `invalidate()`: pages shown read their data again. */
  version = 0;
  private loads = new Map<string, Tracked<unknown>>();
  /** The last data of each address whose load was dropped: shown while it loads again. */
  private stale = new Map<string, unknown>();
  /** When each kept load was started (or, for the rendered page's entries, when the tab began). */
  private startedAt = new Map<string, number>();

  constructor(
    entries: PageDataEntries = {},
    private readonly now: () => number = Date.now,
  ) {
    for (const [key, entry] of Object.entries(entries)) {
      this.loads.set(key, fromEntry(entry));
      this.startedAt.set(key, now());
    }
    makeAutoObservable<this, 'loads' | 'stale' | 'startedAt' | 'now'>(this, {
      loads: false,
      stale: false,
      startedAt: false,
      now: false,
    });
  }

  /**
   * The load of `key`: the one under way or kept, else `load()`'s, started now. A failed load is kept
   * (the page shows the failure, and its Retry forgets it), unless `retryFailed`: a new visit to the
   * address tries again. With `maxAgeMs`, data kept longer than that is read again (shown meanwhile).
   */
  read(
    key: string,
    load: () => Promise<unknown>,
    { retryFailed = false, maxAgeMs = Infinity }: { retryFailed?: boolean; maxAgeMs?: number } = {},
  ): Tracked<unknown> {
    let entry = this.loads.get(key);
    if (entry?.status === 'rejected' && retryFailed && !isPageNotFound(entry.reason)) entry = undefined;
    if (entry?.status === 'fulfilled' && this.now() - (this.startedAt.get(key) ?? 0) >= maxAgeMs) {
      this.keepStale(key);
      entry = undefined;
    }
    if (!entry) {
      const started = track(load());
      entry = started;
      this.loads.set(key, started);
      this.startedAt.set(key, this.now());
      // Stale data is only a bridge to this load: gone once it has settled.
      const done = () => {
        if (this.loads.get(key) === started) this.stale.delete(key);
      };
      started.then(done, done);
    }
    return entry;
  }

  /** Forgets one address's data (its page's Retry, or a reload after the page changed something). */
  forget(key: string): void {
    this.keepStale(key);
    this.loads.delete(key);
    this.version += 1;
  }

  /**
   * Forgets everything: the member, currency or country changed. With `keepStale` the pages shown keep
   * their data until the new data is in (another currency); without, nothing of it is shown again
   * (another member: one shopper's data is never shown to the next).
   */
  invalidate({ keepStale = true }: { keepStale?: boolean } = {}): void {
    if (keepStale) for (const key of this.loads.keys()) this.keepStale(key);
    else this.stale.clear();
    this.loads.clear();
    this.version += 1;
  }

  /** The data `key` had before it was dropped, while its new load is under way; undefined: none. */
  staleData(key: string): { data: unknown } | undefined {
    return this.stale.has(key) ? { data: this.stale.get(key) } : undefined;
  }

  private keepStale(key: string): void {
    const load = this.loads.get(key);
    if (load?.status === 'fulfilled') this.stale.set(key, load.value);
  }

  /** What has settled, for the page the server sends (failures other than not-found are left out). */
  settledEntries(): Record<string, PageDataEntry> {
    const entries: Record<string, PageDataEntry> = {};
    for (const [key, load] of this.loads) {
      if (load.status === 'fulfilled') entries[key] = { data: load.value };
      else if (load.status === 'rejected' && isPageNotFound(load.reason)) entries[key] = { notFound: true };
    }
    return entries;
  }
}

/**
 * Every page's data depends on who asks and in which currency and country: a change drops it all. The
 * pages shown keep their data until the new is in (a guest who logs in goes on where they were), but
 * a member's data is never shown again once the member has gone (a logout, another member).
 */
export function dropOnShopperChange(
  cache: PageDataCache,
  stores: { user: { token: string | null }; currency: { code: string }; country: { country: string } },
): () => void {
  const member = reaction(
    () => stores.user.token,
    (_token, previous) => cache.invalidate({ keepStale: previous === null }),
  );
  const prices = reaction(
    () => `${stores.currency.code} ${stores.country.country}`,
    () => cache.invalidate(),
  );
  return () => {
    member();
    prices();
  };
}
