// Cache rule of the architecture: manifests, remote entries and the runtime config are never
// stored; content-hashed files are immutable for a year; index.html and the rest revalidate. A
// server build is never stored either: it goes to the store's server alone (serverBuildAccess.ts),
// and a shared cache keeping it would hand it to anybody.
import { isServerBuildPath } from './serverBuildAccess';

const NO_STORE =
  /(^|\/)(mf-manifest\.json|mf-stats\.json|exposes\.json|remoteEntry\.js|runtime-config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;

/** A file's pre-compressed copy (what the host sends a browser that accepts it) has the file's rule. */
const PRE_COMPRESSED = /\.(br|gz)$/;

/** The Cache-Control of a file, by its path from the root of what the host serves (`/server/...`). */
export function cacheControlFor(servedPath: string): string {
  const file = servedPath.replace(PRE_COMPRESSED, '');
  if (NO_STORE.test(file) || isServerBuildPath(file)) return 'no-store';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
