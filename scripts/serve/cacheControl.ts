// Cache rule of the architecture: manifests, remote entries and the runtime config are never
// stored; content-hashed files are immutable for a year; index.html and the rest revalidate. A
// remote's server build follows the same rule: its server-manifest.json names the hashed entry.

const NO_STORE =
  /(^|\/)(mf-manifest\.json|mf-stats\.json|exposes\.json|server-manifest\.json|remoteEntry\.js|runtime-config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|cjs|css|svg|png|jpe?g|webp|woff2?)$/;

export function cacheControlFor(filePath: string): string {
  if (NO_STORE.test(filePath)) return 'no-store';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
