// Route-aware preload hints for the shell's page (issue 10, LCP). Without them the browser learns of
// the remote page's files one round trip at a time: main.js, then runtime-config.json, then the
// remote's mf-manifest.json, then its remoteEntry.js and page chunks. The server knows the address
// and the remote's manifest, so the HTML names them all at once and they load beside main.js.
// Each hint matches how the file is requested later, so the browser uses the preloaded copy: the
// manifest by fetch() (CORS, no credentials), scripts and styles by plain <script> and <link> tags.
import { readFileSync, statSync } from 'node:fs';
import { matchPath } from 'react-router';
import { splitLocalePath } from '../../shared-lib/src/domain/locale';
import { ROUTES } from '../../shell/src/routes/routeTable';
import type { FederationManifest } from '../budgets/buildOutput';

export interface RemotePageHint {
  remote: string;
  module: string;
}

/** The remote page an address shows (with or without the /zh-TW prefix), as the shell's routes say. */
export function remotePageOf(pathname: string): RemotePageHint | null {
  const { path } = splitLocalePath(pathname);
  for (const route of ROUTES) {
    if ('remote' in route.page && matchPath({ path: route.path, end: true }, path)) return route.page;
  }
  return null;
}

type Hint = { href: string; as: 'fetch' | 'script' | 'style' };

/** The files a remote page needs, as absolute URLs, from its manifest served at `manifestUrl`. */
export function remotePageFiles(manifest: FederationManifest, manifestUrl: string, module: string): Hint[] {
  const expose = manifest.exposes.find((item) => item.name === module || item.path === `./${module}`);
  if (!expose) return [];
  // publicPath 'auto': every file sits beside the manifest (remoteEntry.path is '' or a subfolder).
  const url = (file: string) => new URL(file, manifestUrl).href;
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name]
    .filter(Boolean)
    .join('/');
  const assets = expose.assets as FederationManifest['exposes'][number]['assets'] & {
    css?: { sync: string[] };
  };
  return [
    { href: manifestUrl, as: 'fetch' },
    { href: url(entry), as: 'script' },
    ...assets.js.sync.map((file): Hint => ({ href: url(file), as: 'script' })),
    ...(assets.css?.sync ?? []).map((file): Hint => ({ href: url(file), as: 'style' })),
  ];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function hintTags(hints: readonly Hint[]): string {
  return hints
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`
        : `<link rel="preload" href="${escapeAttribute(href)}" as="${as}">`,
    )
    .join('');
}

const manifests = new Map<string, { mtimeMs: number; manifest: FederationManifest }>();

/** A manifest file read once per change (a rebuild or a release replaces it). */
export function readManifestFile(file: string): FederationManifest | null {
  try {
    const { mtimeMs } = statSync(file);
    const cached = manifests.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
    manifests.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null; // no build or release there: no hints, the page loads as before
  }
}

/**
 * The hint tags for one page request. `manifestOf` gives the remote's manifest URL (from the runtime
 * config of the same request) and its file on this machine, or null when another host serves it.
 */
export function pageHintTags(
  pathname: string,
  manifestOf: (remote: string) => { url: string; file: string } | null,
): string {
  const page = remotePageOf(pathname);
  const source = page ? manifestOf(page.remote) : null;
  const manifest = source ? readManifestFile(source.file) : null;
  if (!page || !source || !manifest) return '';
  return hintTags(remotePageFiles(manifest, source.url, page.module));
}

/** index.html with the tags at the end of <head> (after the shell's own preloads). */
export function withHints(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
