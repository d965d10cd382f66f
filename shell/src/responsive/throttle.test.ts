import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per wait with the latest arguments', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 150);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    jest.advanceTimersByTime(149);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    jest.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled(4);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('drops the pending call and its timer on cancel', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 50);
    throttled(1);
    throttled(2);
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1]]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
