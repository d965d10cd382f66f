import { watchBuildVersion } from './buildVersion';

describe('build version poll against store-api’s answer shape', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1000 }));
  afterEach(() => jest.useRealTimers());

  it('reads buildId ({ buildId, requested, latest }) and calls back when it differs', async () => {
    const fetchJson = jest
      .fn<Promise<unknown>, [string]>()
      .mockResolvedValueOnce({ buildId: 'b1', requested: 'latest', latest: false })
      .mockResolvedValue({ buildId: 'b2', requested: 'latest', latest: false });
    const onNewVersion = jest.fn();
    watchBuildVersion({ currentId: 'b1', onNewVersion, fetchJson, intervalMs: 100 });
    await jest.advanceTimersByTimeAsync(100);
    expect(onNewVersion).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    expect(onNewVersion).toHaveBeenCalledWith('b2');
  });
});
