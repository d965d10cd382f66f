import {
  COUNTDOWN_DEFAULT_SECONDS,
  COUNTDOWN_TICK_MS,
  createCountdownTicker,
  formatTimeLeft,
  timeLeft,
  type TimeLeft,
} from './countdown';

describe('timeLeft', () => {
  it('defaults to 4 hours', () => {
    expect(COUNTDOWN_DEFAULT_SECONDS).toBe(14_400);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    const left = timeLeft(COUNTDOWN_DEFAULT_SECONDS * 1000, 0);
    expect(left).toEqual({ h: 4, m: 0, s: 0, totalSeconds: 14_400, finished: false });
    expect(formatTimeLeft(left)).toBe('04:00:00');
  });
  it('splits into hours, minutes and seconds, rounding a partial second up', () => {
    expect(formatTimeLeft(timeLeft(3_723_500, 0))).toBe('01:02:04');
  });
  it.each([0, -5000, Number.NaN])('is finished at 00:00:00 with total 0 (target %p)', (target) => {
    const left = timeLeft(target, 0);
    expect(left).toEqual({ h: 0, m: 0, s: 0, totalSeconds: 0, finished: true });
    expect(formatTimeLeft(left)).toBe('00:00:00');
  });
});

describe('countdown ticker', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('ticks every second and stops its timer when the last countdown finishes', () => {
    const ticker = createCountdownTicker();
    const seen: TimeLeft[] = [];
    ticker.watch(2000, (left) => seen.push(left));
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    expect(seen.map(formatTimeLeft)).toEqual(['00:00:02', '00:00:01', '00:00:00']);
    expect(seen.at(-1)?.finished).toBe(true);
    expect(ticker.active).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shares one interval and stops it when every watcher leaves', () => {
    const ticker = createCountdownTicker();
    const stopA = ticker.watch(10_000, () => undefined);
    const stopB = ticker.watch(20_000, () => undefined);
    expect(jest.getTimerCount()).toBe(1);
    stopA();
    expect(jest.getTimerCount()).toBe(1);
    stopB();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('never starts a timer for a countdown that is already over', () => {
    const ticker = createCountdownTicker();
    const listener = jest.fn();
    ticker.watch(-1, listener);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ finished: true, totalSeconds: 0 }));
    expect(jest.getTimerCount()).toBe(0);
  });
});
