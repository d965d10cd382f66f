// The observability tracker's numbers and the two rules that decide what is worth reporting:
// an error reported a few times is not reported again, and a duration over a minute is not a
// measurement (a tab asleep in the background, a clock jump).

/** Entries per batch; a full batch goes at once. */
export const TRACKER_BATCH_SIZE = 8;
/** A batch that is not full goes this long after its first entry. */
export const TRACKER_BATCH_DELAY_MS = 2000;
/** The same error (message and place) is reported at most this many times per page. */
export const TRACKER_REPEATED_ERROR_LIMIT = 3;
/** Durations over this are ignored. */
export const TRACKER_DURATION_LIMIT_MS = 60_000;
/** A report that has not been answered by then is abandoned. */
export const TRACKER_API_TIMEOUT_MS = 10_000;
/** How often the page's loaded static assets and API calls are read. */
export const TRACKER_ASSET_POLL_MS = 3000;
export const TRACKER_SDK_VERSION = '3.1.0';

/** Longest texts a report carries (a report must fit a keep-alive request, 64 KB, eight at a time). */
export const TRACKER_MESSAGE_MAX = 2000;
export const TRACKER_STACK_MAX = 2000;
export const TRACKER_NAME_MAX = 2048;

/** Counts each error key and answers whether it may still be reported. */
export function repeatedErrorFilter(limit = TRACKER_REPEATED_ERROR_LIMIT): (key: string) => boolean {
  const counts = new Map<string, number>();
  return (key) => {
    const seen = counts.get(key) ?? 0;
    if (seen >= limit) return false;
    counts.set(key, seen + 1);
    return true;
  };
}

/** A duration worth reporting: a finite, non-negative number of milliseconds up to the limit. */
export function isReportableDuration(duration: number): boolean {
  return Number.isFinite(duration) && duration >= 0 && duration <= TRACKER_DURATION_LIMIT_MS;
}
