// The tracker on a fake page: its errors, its load, its API calls and assets, posted in batches to the
// configured endpoints with the visitor, the session and the environment.
import { startTracker, type TrackerDeps } from './startTracker';
import {
  TRACKER_ASSET_POLL_MS,
  TRACKER_BATCH_DELAY_MS,
  TRACKER_BATCH_SIZE,
  TRACKER_DURATION_LIMIT_MS,
  TRACKER_REPEATED_ERROR_LIMIT,
  TRACKER_SDK_VERSION,
} from './trackerRules';
import type { TrackerBatch, TrackerLogEntry, TrackerMetricEntry } from './trackerTypes';

const CONFIG = {
  logsUrl: '/api/sandbox/tracker/logs',
  metricsUrl: '/api/sandbox/tracker/metrics',
  environment: 'demo' as const,
};
const ORIGIN = 'http://shop.test';
const UID = 'a'.repeat(32);
const SESSION = 'b'.repeat(32);
const TIME_ORIGIN = Date.parse('2026-11-25T08:00:00.000Z');

const resource = (name: string, initiatorType: string, duration: number, extra: object = {}) =>
  ({
    name,
    initiatorType,
    duration,
    responseEnd: 100 + duration,
    transferSize: 0,
    ...extra,
  }) as PerformanceResourceTiming;

function fakePage(
  resources: PerformanceResourceTiming[] = [],
  navigation?: Partial<PerformanceNavigationTiming>,
) {
  const target = new EventTarget() as EventTarget & { location: Location; document: Document };
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  Object.assign(target, { location: { origin: ORIGIN, pathname: '/top-up' }, document });
  const posts: { url: string; body: TrackerBatch<unknown> }[] = [];
  const deps: TrackerDeps = {
    target: target as unknown as TrackerDeps['target'],
    performance: {
      timeOrigin: TIME_ORIGIN,
      getEntriesByType: ((type: string) =>
        type === 'resource'
          ? [...resources]
          : navigation
            ? [navigation]
            : []) as Performance['getEntriesByType'],
    },
    post: async (url, body) => {
      posts.push({ url, body: body as TrackerBatch<unknown> });
      return true;
    },
    uid: () => UID,
    sessionId: () => SESSION,
    now: () => new Date(TIME_ORIGIN + 5000),
  };
  return { target, document, resources, posts, deps };
}

const logsOf = (posts: { url: string; body: TrackerBatch<unknown> }[]) =>
  posts
    .filter((post) => post.url === CONFIG.logsUrl)
    .flatMap((post) => post.body.entries as TrackerLogEntry[]);
const metricsOf = (posts: { url: string; body: TrackerBatch<unknown> }[]) =>
  posts
    .filter((post) => post.url === CONFIG.metricsUrl)
    .flatMap((post) => post.body.entries as TrackerMetricEntry[]);

describe('the observability tracker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports an error with its place, in a batch that names the SDK, environment, visitor and page', () => {
    const page = fakePage();
    const tracker = startTracker({ config: CONFIG, apiPrefix: '/api/' }, page.deps);
    page.target.dispatchEvent(
      Object.assign(new Event('error'), {
        error: new TypeError('x is undefined'),
        filename: `${ORIGIN}/app.js`,
        lineno: 3,
        colno: 9,
      }),
    );
    jest.advanceTimersByTime(TRACKER_BATCH_DELAY_MS);
    expect(page.posts).toHaveLength(1);
    expect(page.posts[0]?.body).toMatchObject({
      sdkVersion: TRACKER_SDK_VERSION,
      environment: 'demo',
      uid: UID,
      sessionId: SESSION,
      page: '/top-up',
    });
    expect(logsOf(page.posts)).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'x is undefined',
        source: `${ORIGIN}/app.js:3:9`,
        stack: expect.stringContaining('TypeError'),
        timestamp: '2026-11-25T08:00:05.000Z',
      }),
    ]);
    tracker.stop();
  });

  it(`reports the same error ${TRACKER_REPEATED_ERROR_LIMIT} times, and failed promises too`, () => {
    const page = fakePage();
    const tracker = startTracker({ config: CONFIG, apiPrefix: '/api/' }, page.deps);
    for (let n = 0; n < TRACKER_REPEATED_ERROR_LIMIT + 3; n += 1) {
      page.target.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: new Error('offline') }),
      );
    }
    page.target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'plain reason' }));
    tracker.stop();
    expect(logsOf(page.posts).map((entry) => entry.message)).toEqual([
      ...Array<string>(TRACKER_REPEATED_ERROR_LIMIT).fill('offline'),
      'plain reason',
    ]);
  });

  it('reports the page load, then API calls and assets as they finish, polled every 3 s', () => {
    const page = fakePage(
      [
        resource(`${ORIGIN}/api/hms/currency/v2?t=1`, 'fetch', 120.4, { responseStatus: 200 }),
        resource('http://localhost:3001/remoteEntry.js', 'script', 80, { transferSize: 5120 }),
      ],
      { loadEventEnd: 900, startTime: 0, responseStatus: 200 },
    );
    const tracker = startTracker({ config: CONFIG, apiPrefix: '/api/' }, page.deps);
    jest.advanceTimersByTime(TRACKER_BATCH_DELAY_MS);
    expect(metricsOf(page.posts)).toEqual([
      { kind: 'page', name: '/top-up', duration: 900, status: 200, timestamp: '2026-11-25T08:00:00.900Z' },
      {
        kind: 'api',
        name: '/api/hms/currency/v2',
        duration: 120,
        status: 200,
        timestamp: expect.any(String),
      },
      {
        kind: 'asset',
        name: 'http://localhost:3001/remoteEntry.js',
        duration: 80,
        size: 5120,
        timestamp: expect.any(String),
      },
    ]);
    page.resources.push(resource(`${ORIGIN}/media/banner.webp`, 'img', 40));
    jest.advanceTimersByTime(TRACKER_ASSET_POLL_MS - 1);
    expect(metricsOf(page.posts)).toHaveLength(3);
    jest.advanceTimersByTime(1 + TRACKER_BATCH_DELAY_MS);
    expect(metricsOf(page.posts).map((metric) => metric.name)).toContain('/media/banner.webp');
    tracker.stop();
  });

  it('leaves out its own posts, cart tracking, other calls and durations over a minute', () => {
    const page = fakePage([
      resource(`${ORIGIN}${CONFIG.logsUrl}`, 'fetch', 10),
      resource(`${ORIGIN}/api/sandbox/cart-tracking/events`, 'fetch', 10),
      resource(`${ORIGIN}/runtime-config.json`, 'fetch', 10),
      resource(`${ORIGIN}/api/homs/order`, 'xmlhttprequest', TRACKER_DURATION_LIMIT_MS + 1),
      resource(`${ORIGIN}/favicon.ico`, 'other', 10),
    ]);
    const tracker = startTracker(
      { config: CONFIG, apiPrefix: '/api/', ignored: ['/api/sandbox/cart-tracking/events'] },
      page.deps,
    );
    tracker.stop();
    expect(metricsOf(page.posts)).toEqual([]);
  });

  it(`sends a full batch of ${TRACKER_BATCH_SIZE} at once, and what waits when the tab is hidden`, () => {
    const page = fakePage();
    const tracker = startTracker({ config: CONFIG, apiPrefix: '/api/' }, page.deps);
    for (let n = 0; n < TRACKER_BATCH_SIZE + 1; n += 1) tracker.log('info', `note ${n}`);
    expect(page.posts).toHaveLength(1);
    expect(page.posts[0]?.body.entries).toHaveLength(TRACKER_BATCH_SIZE);
    Object.assign(page.document, { visibilityState: 'hidden' });
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(page.posts).toHaveLength(2);
    expect(logsOf(page.posts).at(-1)?.message).toBe(`note ${TRACKER_BATCH_SIZE}`);
    tracker.stop();
  });

  it('stops listening, polling and posting when stopped', () => {
    const page = fakePage();
    const tracker = startTracker({ config: CONFIG, apiPrefix: '/api/' }, page.deps);
    tracker.stop();
    page.target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('late') }));
    page.resources.push(resource(`${ORIGIN}/late.js`, 'script', 10));
    jest.advanceTimersByTime(TRACKER_ASSET_POLL_MS + TRACKER_BATCH_DELAY_MS);
    expect(page.posts).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
