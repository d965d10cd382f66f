// Countdown: a pure time-left function and a ticker that runs one interval for every
// active countdown and stops it when none remain active.

export const COUNTDOWN_DEFAULT_SECONDS = 14_400;
export const COUNTDOWN_TICK_MS = 1000;

export interface TimeLeft {
  h: number;
  m: number;
  s: number;
  totalSeconds: number;
  finished: boolean;
}

/** Whole seconds left, rounded up so a fresh 4 h countdown shows 04:00:00; 0 once the target passed. */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const totalSeconds = Number.isFinite(targetMs) ? Math.max(0, Math.ceil((targetMs - nowMs) / 1000)) : 0;
  return {
    h: Math.floor(totalSeconds / 3600),
    m: Math.floor((totalSeconds % 3600) / 60),
    s: totalSeconds % 60,
    totalSeconds,
    finished: totalSeconds === 0,
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

export const formatTimeLeft = (left: TimeLeft): string => `${pad(left.h)}:${pad(left.m)}:${pad(left.s)}`;

export type CountdownListener = (left: TimeLeft) => void;

export interface CountdownTicker {
  /** Starts following a target; the listener gets the time left now and on every tick. Returns a stop. */
  watch(targetMs: number, listener: CountdownListener): () => void;
  /** Number of countdowns still running (the interval runs only while this is above 0). */
  readonly active: number;
}

export interface TickerClock {
  now(): number;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const globalClock: TickerClock = {
  now: () => Date.now(),
  setInterval: (handler, ms) => setInterval(handler, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createCountdownTicker(
  tickMs = COUNTDOWN_TICK_MS,
  clock: TickerClock = globalClock,
): CountdownTicker {
  const watchers = new Map<symbol, { targetMs: number; listener: CountdownListener }>();
  let handle: unknown = null;

  const stopIfIdle = () => {
    if (watchers.size === 0 && handle !== null) {
      clock.clearInterval(handle);
      handle = null;
    }
  };

  const tick = () => {
    const now = clock.now();
    for (const [id, { targetMs, listener }] of watchers) {
      const left = timeLeft(targetMs, now);
      if (left.finished) watchers.delete(id); // finished: no longer active
      listener(left);
    }
    stopIfIdle();
  };

  return {
    watch(targetMs, listener) {
      const id = Symbol('countdown');
      const left = timeLeft(targetMs, clock.now());
      listener(left);
      if (left.finished) return () => undefined;
      watchers.set(id, { targetMs, listener });
      if (handle === null) handle = clock.setInterval(tick, tickMs);
      return () => {
        watchers.delete(id);
        stopIfIdle();
      };
    },
    get active() {
      return watchers.size;
    },
  };
}

/** The page's shared ticker: one interval however many countdowns are on screen. */
export const countdownTicker = createCountdownTicker();
