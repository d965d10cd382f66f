// Turning the browser's performance entries into the tracker's metrics: the page's own load, then
// every call to the store's API and every static asset (scripts, styles, pictures, fonts) as they
// finish. The tracker's and the cart tracking's own posts are left out, or each report would report
// itself.
import { TRACKER_NAME_MAX, isReportableDuration } from './trackerRules';
import type { TrackerMetricEntry } from './trackerTypes';

/** Resource entries of these initiators are static assets. */
const ASSET_INITIATORS: ReadonlySet<string> = new Set(['script', 'link', 'css', 'img', 'image']);
/** Resource entries of these initiators are calls the page made itself. */
const CALL_INITIATORS: ReadonlySet<string> = new Set(['fetch', 'xmlhttprequest', 'beacon']);

export interface ReportScope {
  /** The page's origin, to name same-origin addresses by their path. */
  origin: string;
  /** Addresses starting with this are the store's API (`/api/`, or the API's own origin). */
  apiPrefix: string;
  /** Addresses never reported (the tracker's endpoints, cart tracking). */
  ignored: readonly string[];
}

/** The address without query or fragment; a same-origin one by its path. */
export function reportName(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    const name = parsed.origin === origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
    return name.slice(0, TRACKER_NAME_MAX);
  } catch {
    return '';
  }
}

const isoAt = (timeOrigin: number, at: number) => new Date(timeOrigin + at).toISOString();

/** One finished resource as a metric, or null when it is not reported. */
export function resourceMetric(
  entry: PerformanceResourceTiming,
  scope: ReportScope,
  timeOrigin: number,
): TrackerMetricEntry | null {
  if (!isReportableDuration(entry.duration)) return null;
  const name = reportName(entry.name, scope.origin);
  if (!name || scope.ignored.some((ignored) => name === reportName(ignored, scope.origin))) return null;
  let kind: TrackerMetricEntry['kind'];
  if (CALL_INITIATORS.has(entry.initiatorType)) {
    if (!name.startsWith(reportName(scope.apiPrefix, scope.origin))) return null;
    kind = 'api';
  } else if (ASSET_INITIATORS.has(entry.initiatorType)) {
    kind = 'asset';
  } else {
    return null;
  }
  // responseStatus is newer than the rest (Chromium 109); 0 means the browser does not say.
  const status = (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus;
  return {
    kind,
    name,
    duration: Math.round(entry.duration),
    ...(status ? { status } : {}),
    ...(entry.transferSize > 0 ? { size: entry.transferSize } : {}),
    timestamp: isoAt(timeOrigin, entry.responseEnd),
  };
}

/** The page's own load (navigation timing), or null before it has loaded or when it took too long. */
export function pageLoadMetric(
  entry: PerformanceNavigationTiming | undefined,
  path: string,
  timeOrigin: number,
): TrackerMetricEntry | null {
  if (!entry || entry.loadEventEnd <= 0) return null;
  const duration = entry.loadEventEnd - entry.startTime;
  if (!isReportableDuration(duration)) return null;
  return {
    kind: 'page',
    name: path.slice(0, TRACKER_NAME_MAX),
    duration: Math.round(duration),
    ...(entry.responseStatus ? { status: entry.responseStatus } : {}),
    timestamp: isoAt(timeOrigin, entry.loadEventEnd),
  };
}

/**
 * Reads the resources finished since the last read. The browser's buffer only grows (this never
 * clears it: other code reads it too), so the reader remembers how far it got.
 */
export function resourceReader(performance: Pick<Performance, 'getEntriesByType'>) {
  let seen = 0;
  return (): PerformanceResourceTiming[] => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // A buffer someone cleared starts again from its beginning.
    if (entries.length < seen) seen = 0;
    const fresh = entries.slice(seen);
    seen = entries.length;
    return fresh;
  };
}
