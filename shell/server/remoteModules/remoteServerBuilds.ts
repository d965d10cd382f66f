// Loads a remote's route modules for the store's server (README.md beside this file): the remote's
// server build, fetched from the remote's own origin like its browser files, evaluated with the
// renderer's shared libraries as its imports.
import vm from 'node:vm';
import semver from 'semver';
import { SERVER_MANIFEST } from '../serverBuildFiles.mjs';
import { SERVER_BUILD_KEY_HEADER } from '../serverBuildAccess';

/** What the shell's renderer hands a remote's server build (shell/server/render/renderPage.tsx). */
export interface SharedModulesProvider {
  sharedModules: Readonly<Record<string, unknown>>;
  sharedLibVersion: string;
}

/** A remote's exposes as its server build evaluates them. */
export type ServerExposes = Record<string, Record<string, unknown> | undefined>;

/** A remote's server build, as its server-manifest.json names it. */
export interface RemoteServerBuild {
  exposes: ServerExposes;
  /** The remote's styles, by expose, from its mf-manifest.json (relative to it). */
  styles: Record<string, string[]>;
}

/** A remote's manifests are asked for again after this long (a release or rollback shows by then). */
export const MANIFEST_KEEP_MS = 2_000;
/** A remote that has not answered by then is not waited for: the page goes out for the browser. */
export const REMOTE_WAIT_MS = 1_000;

async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(REMOTE_WAIT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** Evaluates a remote's server build (CommonJS) with the renderer's modules as its shared imports. */
function evaluateServerBuild(code: string, url: string, renderer: SharedModulesProvider): ServerExposes {
  const run = vm.compileFunction(code, ['require', 'module', 'exports'], { filename: url });
  const module: { exports: { exposes?: ServerExposes } } = { exports: {} };
  const shared = (name: string) => {
    if (name in renderer.sharedModules) return renderer.sharedModules[name];
    throw new Error(`${url} imports ${name}, which is not shared`);
  };
  run(shared, module, module.exports);
  if (!module.exports.exposes) throw new Error(`${url} exposes nothing`);
  return module.exports.exposes;
}

/** Whether a remote's declared shared-lib range accepts the renderer's shared-lib. */
function acceptsVersion(range: unknown, version: string): boolean {
  return typeof range === 'string' && semver.satisfies(version, range);
}

/** CSS files of each expose (sync), from a remote's mf-manifest.json, relative to it. */
function stylesByExpose(manifest: unknown): Record<string, string[]> {
  const styles: Record<string, string[]> = {};
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return styles;
  for (const expose of exposes as { path?: unknown; assets?: { css?: { sync?: unknown } } }[]) {
    const sync = expose.assets?.css?.sync;
    if (typeof expose.path !== 'string' || !Array.isArray(sync)) continue;
    styles[expose.path] = sync.filter((file): file is string => typeof file === 'string');
  }
  return styles;
}

/**
 * Remote server builds by manifest URL: the manifests asked for at most every MANIFEST_KEEP_MS, a
 * build's code once per file (its name carries its content's hash). Only requests carrying
 * `serverBuildKey` get a remote's server build (serverBuildAccess.ts).
 */
export function remoteServerBuilds(serverBuildKey: string) {
  const manifests = new Map<string, { at: number; build: Promise<RemoteServerBuild | null> }>();
  // Per renderer: a remote's build runs with the shared modules of the renderer that loaded it.
  const builds = new WeakMap<SharedModulesProvider, Map<string, ServerExposes>>();
  const withKey = { [SERVER_BUILD_KEY_HEADER]: serverBuildKey };

  const load = async (
    manifestUrl: string,
    renderer: SharedModulesProvider,
  ): Promise<RemoteServerBuild | null> => {
    const serverManifestUrl = new URL(SERVER_MANIFEST, manifestUrl).href;
    const [serverManifest, browserManifest] = await Promise.all([
      fetchOk(serverManifestUrl, withKey).then(
        (response) => response.json() as Promise<Record<string, unknown>>,
      ),
      fetchOk(manifestUrl).then((response) => response.json() as Promise<unknown>),
    ]);
    // A remote built for another shared-lib major would not run in the page either (strictVersion).
    if (!acceptsVersion(serverManifest['@topup/shared-lib'], renderer.sharedLibVersion)) return null;
    if (typeof serverManifest.entry !== 'string') return null;
    const entryUrl = new URL(serverManifest.entry, serverManifestUrl).href;
    const evaluated = builds.get(renderer) ?? new Map<string, ServerExposes>();
    builds.set(renderer, evaluated);
    let exposes = evaluated.get(entryUrl);
    if (!exposes) {
      const code = await (await fetchOk(entryUrl, withKey)).text();
      exposes = evaluateServerBuild(code, entryUrl, renderer);
      evaluated.set(entryUrl, exposes);
    }
    return { exposes, styles: stylesByExpose(browserManifest) };
  };

  return (manifestUrl: string, renderer: SharedModulesProvider): Promise<RemoteServerBuild | null> => {
    const kept = manifests.get(manifestUrl);
    if (kept && Date.now() - kept.at < MANIFEST_KEEP_MS && builds.has(renderer)) return kept.build;
    const build = load(manifestUrl, renderer).catch((error: unknown) => {
      console.warn(`[serve] no server rendering from ${manifestUrl}:`, (error as Error).message ?? error);
      return null;
    });
    manifests.set(manifestUrl, { at: Date.now(), build });
    return build;
  };
}
