// After a chunk-load error the target route is reloaded once; a session marker with the
// time of the reload stops a reload loop when the chunk stays broken for 10 s. Each failed chunk
// raises a `preload-error` event on the window first, which a listener may cancel to handle
// the failure itself.
import { SESSION_KEYS, readSession, writeSession } from '@topup/shared-lib';

export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** A failed chunk preload raises a preload-error event. */
export const PRELOAD_ERROR_EVENT = 'preload-error';
/** How deep a wrapped error's causes are searched for the chunk failure it carries. */
const CAUSE_DEPTH = 3;

export interface PreloadErrorDetail {
  error: unknown;
  /** The address that will be reloaded. */
  url: string;
}

const CHUNK_ERROR_PATTERN =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * A chunk that failed to load, or an error wrapping one as its `cause` (a remote's loader wraps what
 * its runtime threw): the new build's files are a reload away.
 */
export function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= CAUSE_DEPTH && current instanceof Error; depth += 1) {
    if (current.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

export interface ChunkReloadDeps {
  now?: () => number;
  reload?: (url: string) => void;
  /** Where the preload-error event is raised (the window). */
  events?: Pick<EventTarget, 'dispatchEvent'>;
  /** Whether the browser is online (navigator.onLine). */
  online?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Reloads `targetUrl` unless a reload happened in the last 10 s, or the browser is offline (a reload
 * would only bring the browser's own offline page; the page's failure with Retry says what happened);
 * returns whether it reloaded.
 */
export function reloadAfterChunkError(targetUrl: string, deps: ChunkReloadDeps = {}): boolean {
  if (!(deps.online ?? browserOnline)()) return false;
  const now = (deps.now ?? Date.now)();
  const last = Number(readSession(SESSION_KEYS.chunkReloadAt));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  writeSession(SESSION_KEYS.chunkReloadAt, String(now));
  (deps.reload ?? ((url: string) => window.location.assign(url)))(targetUrl);
  return true;
}

/**
 * What a chunk-load error of a page or of a part it loads later does: raises `preload-error` with the
 * error, then, unless a listener cancelled it, reloads the target address once (guarded). Returns
 * whether the page is reloading; false leaves the failure to the caller (its fallback with Retry).
 */
export function reloadForChunkError(error: unknown, targetUrl: string, deps: ChunkReloadDeps = {}): boolean {
  const events = deps.events ?? (typeof window === 'undefined' ? null : window);
  const detail: PreloadErrorDetail = { error, url: targetUrl };
  const event = new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { detail, cancelable: true });
  if (events && !events.dispatchEvent(event)) return false;
  return reloadAfterChunkError(targetUrl, deps);
}

/**
 * Reloads the current URL once when a chunk fails to load outside the router (an unhandled
 * rejection or a failed script). Returns the stop function.
 */
export function watchChunkLoadErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location' | 'dispatchEvent'> = window,
  deps: ChunkReloadDeps = {},
): () => void {
  const reload = (error: unknown) =>
    reloadForChunkError(error, target.location.href, { events: target, ...deps });
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reload(event.reason);
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) reload(event.error);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
