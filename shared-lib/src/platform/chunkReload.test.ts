import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadAfterChunkError,
  watchChunkLoadErrors,
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
});

describe('watchChunkLoadErrors', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads on a chunk error event until stopped', () => {
    // A plain event target: a real window 'error' event would be reported by jsdom as uncaught.
    const events = new EventTarget();
    const target = {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
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
