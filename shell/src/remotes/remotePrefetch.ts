// Guesses about the next page are prefetched, not preloaded: the remote page's files land in the
// HTTP cache and nothing runs. Preloading through the federation runtime ran each guessed remote's
// remoteEntry.js at once: a 55-100 ms task per remote on a slow phone, counted as blocking time by
// Lighthouse. Loading the page later finds every file in the cache.
import type { RemotePageRef } from './remoteNames';

/** The part of a remote's mf-manifest.json that says which files a page needs. */
export interface ManifestFiles {
  metaData: { publicPath?: string; remoteEntry: { path: string; name: string } };
  exposes: Array<{
    name: string;
    path: string;
    assets: { js: { sync: string[] }; css?: { sync: string[] } };
  }>;
}

export interface PrefetchFile {
  href: string;
  as: 'script' | 'style';
}

/** remoteEntry.js, the page's chunks and styles, as URLs (publicPath 'auto': beside the manifest). */
export function pageFiles(manifest: ManifestFiles, manifestUrl: string, module: string): PrefetchFile[] {
  const expose = manifest.exposes.find((item) => item.name === module || item.path === `./${module}`);
  if (!expose) return [];
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const url = (file: string) => new URL(file, base).href;
  const entry = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  return [
    { href: url(entry), as: 'script' },
    ...expose.assets.js.sync.map((file): PrefetchFile => ({ href: url(file), as: 'script' })),
    ...(expose.assets.css?.sync ?? []).map((file): PrefetchFile => ({ href: url(file), as: 'style' })),
  ];
}

const prefetched = new Set<string>();
/** One manifest request per remote, whatever the number of its pages guessed. */
const manifests = new Map<string, Promise<ManifestFiles | null>>();

function manifestOf(manifestUrl: string, fetchImpl: typeof fetch): Promise<ManifestFiles | null> {
  let manifest = manifests.get(manifestUrl);
  if (!manifest) {
    manifest = fetchImpl(manifestUrl)
      .then((response) => (response.ok ? (response.json() as Promise<ManifestFiles>) : null))
      .catch(() => null);
    manifests.set(manifestUrl, manifest);
    // A failure is not kept: a later guess may ask again.
    void manifest.then((answer) => answer ?? manifests.delete(manifestUrl));
  }
  return manifest;
}

function addPrefetch({ href, as }: PrefetchFile): void {
  if (prefetched.has(href)) return;
  prefetched.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', as);
  link.href = href;
  document.head.append(link);
}

/** Fetches the remote's manifest and prefetches the page's files; a failure is harmless (the load retries). */
export async function prefetchRemotePage(
  { module }: RemotePageRef,
  manifestUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  // Offline or a broken manifest: nothing is prefetched; the real load shows the fallback with Retry.
  const manifest = await manifestOf(manifestUrl, fetchImpl);
  if (manifest) pageFiles(manifest, manifestUrl, module).forEach(addPrefetch);
}
