import { DEBOUNCE_DEFAULT_MS, debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once with the last arguments 500 ms after the last call', () => {
    expect(DEBOUNCE_DEFAULT_MS).toBe(500);
    const fn = jest.fn();
    const run = debounce(fn);
    run(1);
    jest.advanceTimersByTime(300);
    run(2);
    jest.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('cancels and flushes', () => {
    const fn = jest.fn();
    const run = debounce(fn, 100);
    run('a');
    run.cancel();
    jest.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
    run('b');
    run.flush();
    expect(fn).toHaveBeenCalledWith('b');
  });
});
