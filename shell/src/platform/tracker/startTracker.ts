// The observability tracker: the page's errors to the logs endpoint, its load, its API calls
// and its static assets to the metrics endpoint, per environment, in batches (batchQueue.ts). The shell
// starts it once the page has settled, only when the runtime config names it; it is its own chunk, so
// the first load does not carry it.
import type { TrackerConfig } from '../../startup/shellConfig';
import { batchQueue } from './batchQueue';
import { pageLoadMetric, resourceMetric, resourceReader, type ReportScope } from './performanceReports';
import { trackerPost, type TrackerPost } from './trackerTransport';
import {
  TRACKER_ASSET_POLL_MS,
  TRACKER_MESSAGE_MAX,
  TRACKER_SDK_VERSION,
  TRACKER_STACK_MAX,
  repeatedErrorFilter,
} from './trackerRules';
import type { TrackerBatch, TrackerLogEntry, TrackerMetricEntry } from './trackerTypes';
import { getSessionId, getVisitorUid } from '../visitorIdentity';

type TrackerWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  location: Pick<Location, 'origin' | 'pathname'>;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
};

export interface TrackerDeps {
  target: TrackerWindow;
  performance: Pick<Performance, 'getEntriesByType' | 'timeOrigin'>;
  post: TrackerPost;
  /** The visitor and the tab's session. */
  uid: () => string;
  sessionId: () => string;
  now: () => Date;
}

export interface TrackerOptions {
  config: TrackerConfig;
  /** The store's API addresses (`{apiBase}{apiPrefix}/`): its calls are the API metrics. */
  apiPrefix: string;
  /** Other addresses the tracker leaves out (the cart-tracking service). */
  ignored?: readonly string[];
}

export interface Tracker {
  /** A note of the page's own (a service's status, say). */
  log(level: TrackerLogEntry['level'], message: string): void;
  stop(): void;
}

const browserDeps = (): TrackerDeps => ({
  target: window,
  performance: window.performance,
  post: trackerPost(),
  uid: getVisitorUid,
  sessionId: getSessionId,
  now: () => new Date(),
});

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    return {
      message: reason.message || reason.name,
      ...(reason.stack ? { stack: reason.stack.slice(0, TRACKER_STACK_MAX) } : {}),
    };
  }
  return { message: String(reason) };
}

export function startTracker(options: TrackerOptions, deps: TrackerDeps = browserDeps()): Tracker {
  const { config } = options;
  const { target, performance } = deps;
  const envelope = <Entry>(entries: Entry[]): TrackerBatch<Entry> => ({
    sdkVersion: TRACKER_SDK_VERSION,
    environment: config.environment,
    ...(config.appId ? { appId: config.appId } : {}),
    uid: deps.uid(),
    sessionId: deps.sessionId(),
    page: target.location.pathname,
    entries,
  });
  const logs = batchQueue<TrackerLogEntry>({
    send: (entries) => deps.post(config.logsUrl, envelope(entries)),
  });
  const metrics = batchQueue<TrackerMetricEntry>({
    send: (entries) => deps.post(config.metricsUrl, envelope(entries)),
  });
  const mayReport = repeatedErrorFilter();

  const log = (level: TrackerLogEntry['level'], message: string, detail: Partial<TrackerLogEntry> = {}) =>
    logs.add({
      level,
      message: message.slice(0, TRACKER_MESSAGE_MAX) || '(no message)',
      ...detail,
      timestamp: deps.now().toISOString(),
    });

  const reportError = (reason: unknown, source?: string) => {
    const { message, stack } = describe(reason);
    if (!mayReport(`${message}@${source ?? ''}`)) return;
    log('error', message, { ...(stack ? { stack } : {}), ...(source ? { source } : {}) });
  };
  const onError = (event: ErrorEvent) =>
    reportError(
      event.error ?? event.message,
      event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined,
    );
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  // A hidden tab may never come back: what waits leaves now.
  const onHidden = () => {
    if (target.document.visibilityState !== 'hidden') return;
    logs.flush();
    metrics.flush();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.document.addEventListener('visibilitychange', onHidden);

  const scope: ReportScope = {
    origin: target.location.origin,
    apiPrefix: options.apiPrefix,
    ignored: [config.logsUrl, config.metricsUrl, ...(options.ignored ?? [])],
  };
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const pageLoad = pageLoadMetric(navigation, target.location.pathname, performance.timeOrigin);
  if (pageLoad) metrics.add(pageLoad);
  const readResources = resourceReader(performance);
  const poll = () => {
    for (const entry of readResources()) {
      const metric = resourceMetric(entry, scope, performance.timeOrigin);
      if (metric) metrics.add(metric);
    }
  };
  poll();
  const interval = setInterval(poll, TRACKER_ASSET_POLL_MS);

  return {
    log: (level, message) => log(level, message),
    stop() {
      clearInterval(interval);
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.document.removeEventListener('visibilitychange', onHidden);
      logs.flush();
      metrics.flush();
      logs.dispose();
      metrics.dispose();
    },
  };
}
