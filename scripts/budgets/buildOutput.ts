// Reads what the production build wrote (index.html, startup-chunks.json, mf-manifest.json) and
// works out the JavaScript each app needs before its first page can run, with gzipped sizes.
// Used by the budget check (`npm test`) and by the benchmark.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, REMOTE_NAMES, type AppName } from '../../shell/server/appPorts.mjs';
import { htmlScripts, type FirstLoadReport, type LoadSet } from './budgetRules';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
export interface FederationManifest {
  shared: { name: string; assets: ManifestAssets }[];
  exposes: { name: string; path: string; assets: ManifestAssets }[];
  metaData: { remoteEntry: { name: string; path: string } };
}
interface StartupChunks {
  entrypoints: Record<string, { entry: string[]; startup: string[] }>;
}

export function distOf(app: AppName): string {
  return path.join(ROOT, APPS[app].folder, 'dist');
}

const gzipCache = new Map<string, number>();

/** Bytes of a file once gzipped at the level a static host would use (9, as the build's .gz files). */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export function readManifest(app: AppName): FederationManifest {
  return JSON.parse(
    fs.readFileSync(path.join(distOf(app), 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
}

function readStartupChunks(app: AppName): StartupChunks {
  const file = path.join(distOf(app), 'startup-chunks.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build with scripts/webpack (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StartupChunks;
}

/** Files of each shared package in one app's build, keyed by package (react/jsx-runtime under react). */
export function sharedFilesOf(manifest: FederationManifest): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const shared of manifest.shared) {
    const pkg = shared.name === 'react/jsx-runtime' ? 'react' : shared.name;
    byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), ...shared.assets.js.sync]);
  }
  return byPackage;
}

function loadSet(app: AppName, files: Iterable<string>): LoadSet {
  const unique = [...new Set(files)];
  const sized = unique.map((file) => ({ file, gzip: gzipSize(path.join(distOf(app), file)) }));
  return { files: sized, gzip: sized.reduce((sum, item) => sum + item.gzip, 0) };
}

/**
 * The shell's first load: index.html's scripts and the startup chunks (what its entry imports at once,
 * and the chunks of every shared singleton it provides: startup-chunks-plugin.mjs). Not the manifest's
 * shared files: they also name the fallback copies a consumer loads only when no app provides the
 * library, which the shell never fetches (e2e composition.spec.ts checks what the startup fetches).
 */
export function shellFirstLoad(): LoadSet {
  const html = fs.readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8');
  const startup = Object.values(readStartupChunks('shell').entrypoints).flatMap((entry) => entry.startup);
  return loadSet('shell', [...htmlScripts(html), ...startup]);
}

/** A remote page's own first load: remoteEntry.js and the expose's sync chunks (shared come from the shell). */
export function exposeFirstLoad(app: AppName, manifest: FederationManifest, exposeName: string): LoadSet {
  const expose = manifest.exposes.find((item) => item.name === exposeName || item.path === `./${exposeName}`);
  if (!expose) throw new Error(`${app} exposes no ${exposeName}`);
  const entry = path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  return loadSet(app, [entry, ...expose.assets.js.sync]);
}

export function firstLoadReport(): FirstLoadReport {
  const shell = shellFirstLoad();
  const remotes: FirstLoadReport['remotes'] = {};
  let home = 0;
  for (const remote of REMOTE_NAMES) {
    const manifest = readManifest(remote);
    const exposes: Record<string, number> = {};
    for (const expose of manifest.exposes) {
      exposes[expose.name] = exposeFirstLoad(remote, manifest, expose.name).gzip;
    }
    const [heaviest = '', gzip = 0] = Object.entries(exposes).sort((a, b) => b[1] - a[1])[0] ?? [];
    remotes[remote] = { heaviest, gzip, exposes };
    if (remote === 'storefront') home = shell.gzip + (exposes.HomePage ?? 0);
  }
  return { shell, remotes, home };
}
