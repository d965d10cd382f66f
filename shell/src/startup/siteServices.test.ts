import { waitFor } from '@testing-library/react';
import { type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { startSiteServices } from './siteServices';
import { notificationsOf } from '../overlays/notificationsOf';
import { preloadApiTransport } from '../transport/transportLoader';
import { utmApi } from '../platform/utmTracker';
import { getShellConfig, setShellConfig, type ShellRuntimeConfig } from './shellConfig';

describe('site services on load', () => {
  let saved: ShellRuntimeConfig;
  let stores: Stores;
  beforeEach(() => {
    saved = getShellConfig();
    stores = testStores();
  });
  afterEach(() => {
    setShellConfig(saved);
    jest.restoreAllMocks();
    localStorage.clear();
  });

  function start(search: string) {
    let idleWork: (() => void) | null = null;
    const settledWork: Array<() => void> = [];
    const onSettled = jest.fn((work: () => void) => {
      settledWork.push(work);
      return () => undefined;
    });
    const trackerStop = jest.fn();
    const startTracker = jest.fn(() => ({ log: jest.fn(), stop: trackerStop }));
    const loadTracker = jest.fn(async () => ({ startTracker }));
    const loadUtmTracker = jest.fn(() => import('../platform/utmTracker'));
    const stop = startSiteServices(stores, {
      search: () => search,
      onIdle: (work) => {
        idleWork = work;
        return () => undefined;
      },
      onSettled,
      loadTracker,
      loadUtmTracker,
    });
    return {
      stop,
      runIdle: () => idleWork?.(),
      runSettled: () => settledWork.forEach((work) => work()),
      onSettled,
      loadTracker,
      loadUtmTracker,
      startTracker,
      trackerStop,
    };
  }

  it("fetches the api client's transport once the page has settled, not before", () => {
    const { stop, onSettled } = start('');
    expect(onSettled).toHaveBeenCalledWith(preloadApiTransport);
    stop();
  });

  it('starts the observability tracker once the page has settled, when the runtime config names it', async () => {
    const tracker = { logsUrl: '/api/sandbox/tracker/logs', metricsUrl: '/api/sandbox/tracker/metrics' };
    const cartTracking = {
      url: '/api/sandbox/cart-tracking/events',
      companyId: 'demo',
      integrationId: 'web',
    };
    setShellConfig({ ...saved, tracker: { ...tracker, environment: 'demo' }, cartTracking });
    const services = start('');
    expect(services.loadTracker).not.toHaveBeenCalled();
    services.runSettled();
    await Promise.resolve();
    await Promise.resolve();
    expect(services.startTracker).toHaveBeenCalledWith({
      config: { ...tracker, environment: 'demo' },
      apiPrefix: '/api/',
      ignored: [cartTracking.url],
    });
    services.stop();
    expect(services.trackerStop).toHaveBeenCalledTimes(1);
  });

  it('loads no tracker where none is configured, and starts none after a stop', async () => {
    setShellConfig({ ...saved, tracker: undefined });
    const without = start('');
    without.runSettled();
    expect(without.loadTracker).not.toHaveBeenCalled();
    without.stop();

    setShellConfig({ ...saved, tracker: { logsUrl: '/l', metricsUrl: '/m', environment: 'prod' } });
    const stopped = start('');
    stopped.runSettled();
    stopped.stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(stopped.startTracker).not.toHaveBeenCalled();
  });

  it('sends the campaign tracker only when the address carries utm_source, and only when idle', async () => {
    const tracker = jest.spyOn(utmApi(stores.api), 'track').mockResolvedValue({ code: 401, data: 'visit-1' });
    const first = start('?utm_source=mail&utm_campaign=spring');
    expect(tracker).not.toHaveBeenCalled();
    first.runIdle();
    await waitFor(() => expect(tracker).toHaveBeenCalledWith({ utm_source: 'mail', utm_campaign: 'spring' }));
    first.stop();

    // Its chunk is fetched only for a campaign's address.
    tracker.mockClear();
    const second = start('?page=2');
    second.runIdle();
    expect(second.loadUtmTracker).not.toHaveBeenCalled();
    expect(tracker).not.toHaveBeenCalled();
    second.stop();
  });

  it('offline, fetches the campaign tracker again once the network is back, and sends the visit', async () => {
    const tracker = jest.spyOn(utmApi(stores.api), 'track').mockResolvedValue({ code: 404 });
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const services = start('?utm_source=mail');
    const offline = new Error('Loading chunk utm-tracker failed.');
    services.loadUtmTracker.mockRejectedValueOnce(offline);
    services.runIdle();
    await waitFor(() => expect(services.loadUtmTracker).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(tracker).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(tracker).toHaveBeenCalledWith({ utm_source: 'mail' }));
    expect(services.loadUtmTracker).toHaveBeenCalledTimes(2);
    services.stop();
  });

  it('polls the build version and tells the shopper when a new build is out', async () => {
    jest.useFakeTimers();
    const fetchMock = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => ({ buildId: 'next-build' }) });
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    const notify = jest.spyOn(notificationsOf(stores), 'notify').mockReturnValue(1);
    try {
      const { stop } = start('');
      await jest.advanceTimersByTimeAsync(60_000);
      expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/builds\/meta\/latest\.json\?t=\d+$/);
      expect(notify).toHaveBeenCalledWith(
        'A new version of the store is available. Reload the page to update.',
        '',
        'info',
      );
      stop();
    } finally {
      global.fetch = original;
      jest.useRealTimers();
    }
  });
});
