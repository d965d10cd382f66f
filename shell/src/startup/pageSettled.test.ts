import { NETWORK_QUIET_MS, whenNetworkQuiet } from './pageSettled';

describe('whenNetworkQuiet', () => {
  let observed: (() => void) | null = null;
  const disconnect = jest.fn();
  class FakeObserver {
    constructor(callback: () => void) {
      observed = callback;
    }
    observe() {}
    disconnect = disconnect;
  }

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
  });

  it('waits until no resource has finished for NETWORK_QUIET_MS', () => {
    const run = jest.fn();
    whenNetworkQuiet(run);
    jest.advanceTimersByTime(NETWORK_QUIET_MS - 100);
    observed?.(); // a resource finished: the quiet starts again
    jest.advanceTimersByTime(NETWORK_QUIET_MS - 100);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('gives up waiting after a few seconds of a busy network', () => {
    const run = jest.fn();
    whenNetworkQuiet(run);
    for (let elapsed = 0; elapsed < 6000; elapsed += NETWORK_QUIET_MS / 2) {
      observed?.();
      jest.advanceTimersByTime(NETWORK_QUIET_MS / 2);
    }
    expect(run).toHaveBeenCalledTimes(1);
  });
});
