import {
  CHUNK_RELOAD_GUARD_MS,
  PRELOAD_ERROR_EVENT,
  isChunkLoadError,
  reloadAfterChunkError,
  reloadForChunkError,
  watchChunkLoadErrors,
  type PreloadErrorDetail,
} from './chunkReload';

describe('chunk-load error reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises chunk-load errors', () => {
    const named = new Error('x');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    // A remote's loader wraps what its runtime threw: the chunk failure is its cause.
    const wrapped = new Error('Remote "storefront" is unavailable', { cause: named });
    expect(isChunkLoadError(wrapped)).toBe(true);
    expect(isChunkLoadError(new Error('down', { cause: new Error('manifest 404') }))).toBe(false);
  });

  it('reloads the target once within 10 s, again after', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    const reload = jest.fn();
    expect(reloadAfterChunkError('/user?tab=order', { now: () => 1000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledWith('/user?tab=order');
    expect(reloadAfterChunkError('/user', { now: () => 1000 + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError('/user', { now: () => 1000 + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a corrupt marker', () => {
    sessionStorage.setItem('chunk-reload-at', 'garbage');
    const reload = jest.fn();
    expect(reloadAfterChunkError('/', { now: () => 5, reload })).toBe(true);
  });

  it('does not reload while offline (the browser would show its own offline page), and keeps its one reload', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkError('/blog', { now: () => 1000, reload, online: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadAfterChunkError('/blog', { now: () => 2000, reload, online: () => true })).toBe(true);
    expect(reload).toHaveBeenCalledWith('/blog');
  });
});

describe('watchChunkLoadErrors', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads on a chunk error event until stopped', () => {
    // A plain event target: a real window 'error' event would be reported by jsdom as uncaught.
    const events = new EventTarget();
    const target = {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
      dispatchEvent: events.dispatchEvent.bind(events),
      location: { href: 'https://shop.test/user' } as Location,
    } as unknown as Window;
    const reload = jest.fn();
    const stop = watchChunkLoadErrors(target, { now: () => 1, reload });
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    events.dispatchEvent(rejection(new Error('unrelated')));
    expect(reload).not.toHaveBeenCalled();
    events.dispatchEvent(rejection(new Error('Loading chunk 7 failed.')));
    expect(reload).toHaveBeenCalledWith('https://shop.test/user');
    stop();
    sessionStorage.clear();
    events.dispatchEvent(rejection(new Error('Loading chunk 7 failed.')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('reloadForChunkError', () => {
  beforeEach(() => sessionStorage.clear());

  it('raises preload-error with the error and address, then reloads the address once', () => {
    const events = new EventTarget();
    const seen: PreloadErrorDetail[] = [];
    events.addEventListener(PRELOAD_ERROR_EVENT, (event) =>
      seen.push((event as CustomEvent<PreloadErrorDetail>).detail),
    );
    const reload = jest.fn();
    const error = new Error('Loading chunk 9 failed.');
    expect(PRELOAD_ERROR_EVENT).toBe('preload-error');
    expect(reloadForChunkError(error, '/zh-TW/top-up', { events, reload, now: () => 50 })).toBe(true);
    expect(seen).toEqual([{ error, url: '/zh-TW/top-up' }]);
    expect(reload).toHaveBeenCalledWith('/zh-TW/top-up');
    // Within the guard: the event again, no second reload (the caller shows its fallback).
    expect(reloadForChunkError(error, '/zh-TW/top-up', { events, reload, now: () => 60 })).toBe(false);
    expect(seen).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the failure to a listener that cancels the event', () => {
    const events = new EventTarget();
    events.addEventListener(PRELOAD_ERROR_EVENT, (event) => event.preventDefault());
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('Loading chunk 1 failed.'), '/', { events, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
