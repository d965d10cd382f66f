// Waiting for the page being opened to settle: work that must not share the network or
// the main thread with it (guessed next pages, the login forms, the api client's transport, trackers)
// runs after the load event, once no resource has finished for a while, and when the browser is idle.

/**
 * Settled work waits until no resource has finished loading for this long: on a slow mobile network
 * it would otherwise share the bandwidth with the page's own data and images (measured: the other
 * remotes' files arriving before home's largest paint).
 */
export const NETWORK_QUIET_MS = 500;
/** ...but never longer than this after the load event. */
const NETWORK_QUIET_MAX_MS = 5000;
/** Latest moment idle-time work starts when the browser never reports idle. */
export const IDLE_FALLBACK_MS = 2000;

export interface IdleWait {
  /** requestIdleCallback's time-out. */
  timeoutMs: number;
  /** The plain timer where the browser has no requestIdleCallback. */
  fallbackMs: number;
}

const DEFAULT_IDLE_WAIT: IdleWait = { timeoutMs: IDLE_FALLBACK_MS, fallbackMs: IDLE_FALLBACK_MS };

/** requestIdleCallback where the browser has it, else a plain timer; returns a stop function. */
export function whenIdle(work: () => void, wait: IdleWait = DEFAULT_IDLE_WAIT): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: wait.timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, wait.fallbackMs);
  return () => clearTimeout(timer);
}

/** Runs once no resource has finished for NETWORK_QUIET_MS (or NETWORK_QUIET_MAX_MS have passed). */
export function whenNetworkQuiet(run: () => void): void {
  if (typeof PerformanceObserver === 'undefined') {
    window.setTimeout(run, NETWORK_QUIET_MS);
    return;
  }
  let done = false;
  let timer = 0;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.clearTimeout(cap);
    run();
  };
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(finish, NETWORK_QUIET_MS);
  };
  const observer = new PerformanceObserver(restart);
  observer.observe({ type: 'resource' });
  const cap = window.setTimeout(finish, NETWORK_QUIET_MAX_MS);
  restart();
}

/**
 * Runs `work` once the page has loaded, the network is quiet and the browser idle. Returns a stop
 * function.
 */
export function whenPageSettled(work: () => void, wait: IdleWait = DEFAULT_IDLE_WAIT): () => void {
  let cancelIdle = () => {};
  let stopped = false;
  const start = () =>
    whenNetworkQuiet(() => {
      if (!stopped) cancelIdle = whenIdle(work, wait);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', start);
    cancelIdle();
  };
}
