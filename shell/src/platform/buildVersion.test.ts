import { BUILD_POLL_INTERVAL_MS, buildMetaUrl, watchBuildVersion } from './buildVersion';

describe('build version poll', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1000 }));
  afterEach(() => jest.useRealTimers());

  it('polls builds/meta/{id}.json with a timestamp query', () => {
    expect(buildMetaUrl('abc', '/', 42)).toBe('/builds/meta/abc.json?t=42');
    expect(buildMetaUrl('abc', 'https://cdn.test/app', 42)).toBe(
      'https://cdn.test/app/builds/meta/abc.json?t=42',
    );
  });

  it('calls back once when the id changes, then stops', async () => {
    const fetchJson = jest
      .fn<Promise<unknown>, [string]>()
      .mockResolvedValueOnce({ id: 'v1' })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ id: 'v2' });
    const onNewVersion = jest.fn();
    watchBuildVersion({ currentId: 'v1', onNewVersion, fetchJson, intervalMs: 100 });
    await jest.advanceTimersByTimeAsync(100);
    await jest.advanceTimersByTimeAsync(100);
    expect(onNewVersion).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    expect(onNewVersion).toHaveBeenCalledWith('v2');
    expect(fetchJson.mock.calls[0]?.[0]).toMatch(/^\/builds\/meta\/latest\.json\?t=\d+$/);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchJson).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops on request', () => {
    const stop = watchBuildVersion({ currentId: 'v1', onNewVersion: jest.fn(), fetchJson: jest.fn() });
    expect(jest.getTimerCount()).toBe(1);
    stop();
    expect(jest.getTimerCount()).toBe(0);
    expect(BUILD_POLL_INTERVAL_MS).toBeGreaterThan(0);
  });
});
