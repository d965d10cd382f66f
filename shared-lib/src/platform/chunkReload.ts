// Spec 2/4: after a chunk-load error the target route is reloaded once; a session marker with the
// time of the reload stops a reload loop when the chunk stays broken for 10 s.
import { SESSION_KEYS, readSession, writeSession } from './storage';

export const CHUNK_RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_PATTERN =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message);
}

export interface ChunkReloadDeps {
  now?: () => number;
  reload?: (url: string) => void;
}

/** Reloads `targetUrl` unless a reload happened in the last 10 s; returns whether it reloaded. */
export function reloadAfterChunkError(targetUrl: string, deps: ChunkReloadDeps = {}): boolean {
  const now = (deps.now ?? Date.now)();
  const last = Number(readSession(SESSION_KEYS.chunkReloadAt));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  writeSession(SESSION_KEYS.chunkReloadAt, String(now));
  (deps.reload ?? ((url: string) => window.location.assign(url)))(targetUrl);
  return true;
}

/**
 * Reloads the current URL once when a chunk fails to load outside the router (an unhandled
 * rejection or a failed script). Returns the stop function.
 */
export function watchChunkLoadErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> = window,
  deps: ChunkReloadDeps = {},
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError(target.location.href, deps);
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) reloadAfterChunkError(target.location.href, deps);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
