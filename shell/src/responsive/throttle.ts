// Throttle with a trailing call: resize fires dozens of times a second, but the last size must win.
// shared-lib has only `debounce`, which would wait for the resizing to stop.

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const release = () => {
    timer = null;
    if (pending) {
      const args = pending;
      pending = null;
      fn(...args);
      timer = setTimeout(release, waitMs);
    }
  };
  const throttled = (...args: A) => {
    if (timer === null) {
      fn(...args);
      timer = setTimeout(release, waitMs);
    } else pending = args;
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
