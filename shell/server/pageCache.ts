// Guest pages kept a few seconds. A guest's server-rendered page is the same for everyone who asks
// for the same address (its language is in it) in the same currency and country: rendering it once
// serves a burst of guests. A kept page is served for KEEP_MS; after that it is still served, up to
// STALE_MS, while one request renders it afresh in the background (stale-while-revalidate). A member's
// page is never kept (the key is null).

export const PAGE_KEEP_MS = 5_000;
/** With the API answers' 5 s (GUEST_READ_STALE_MS), a guest sees a change within 15 s (docs/caches.md). */
export const PAGE_STALE_MS = 10_000;
/** Pages kept at most (the oldest goes first). */
export const PAGE_CACHE_ENTRIES = 1_000;

interface Kept<T> {
  at: number;
  page: Promise<T>;
  refreshing: boolean;
}

/** How a request that may be kept was answered: a kept page, a kept page while it is refreshed, or a render. */
export type PageCacheOutcome = 'hit' | 'stale' | 'miss';

/**
 * `render` behind the cache; `keyOf` names a request's page, or null for one that must not be kept.
 * `keep` says whether a rendered page may be kept (one rendered for the browser, or failed, is not).
 * `counted` hears how each request that may be kept was answered (the metrics).
 */
export function pageCache<R, T>(
  render: (request: R) => Promise<T>,
  keyOf: (request: R) => string | null,
  keep: (page: T) => boolean,
  now: () => number = Date.now,
  counted: (outcome: PageCacheOutcome) => void = () => undefined,
): (request: R) => Promise<T> {
  const kept = new Map<string, Kept<T>>();

  const store = (key: string, page: Promise<T>) => {
    const entry: Kept<T> = { at: now(), page, refreshing: false };
    page.then(
      (done) => {
        if (!keep(done) && kept.get(key) === entry) kept.delete(key);
      },
      () => kept.get(key) === entry && kept.delete(key),
    );
    if (!kept.has(key) && kept.size >= PAGE_CACHE_ENTRIES) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, entry);
  };

  return (request) => {
    const key = keyOf(request);
    if (key === null) return render(request);
    const entry = kept.get(key);
    const age = entry ? now() - entry.at : Infinity;
    if (entry && age < PAGE_KEEP_MS) {
      counted('hit');
      return entry.page;
    }
    if (entry && age < PAGE_STALE_MS) {
      counted('stale');
      if (!entry.refreshing) {
        entry.refreshing = true;
        const fresh = render(request);
        // The fresh page replaces the kept one once it is done, if it may be kept.
        fresh.then(
          (page) => (keep(page) ? store(key, Promise.resolve(page)) : (entry.refreshing = false)),
          () => (entry.refreshing = false),
        );
      }
      return entry.page;
    }
    counted('miss');
    const page = render(request);
    store(key, page);
    return page;
  };
}
