// Server rendering (issue 10). The largest paint of a page waited for the startup scripts, the remote's
// files and the page's data: ~2.4 s on Lighthouse's throttled phone (2.8 s for the account center),
// against 2.0. The store's server now sends such a page rendered: the shell's renderer (the shell's
// server build) renders the shell's tree around the remote's page (the remote's server build, fetched
// from the remote's origin like its browser files) with the answers of the page's first reads, and
// the browser hydrates that markup (shell/src/bootstrap.tsx).
//
// Rendered only when the browser's first render will be the server's, as the route says (shell routeTable
// `serverRendered`) and the shopper's cookies tell (shared-lib platform/personalView.ts):
// - a public page, for a shopper with nothing stored that changes it (no personal-view cookie), or for
//   a member with nothing else stored;
// - a member's own page (the account center, the orders), for such a member only.
// For a member, the server reads the member with the session cookie's token, and the page's personal
// reads with it, as the page's api client would; the page says whom it was rendered for and no cache
// keeps it. A session the store's API refuses sends the page for the browser (which then ends it).
// Anything that fails or is slow (the renderer, a remote, a render error) sends the page as before, for
// the browser to render.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import semver from 'semver';
import type { FastifyRequest } from 'fastify';
import {
  FIRST_READS,
  keyAddress,
  memberReads,
  readAddress,
  type PublicRead,
} from '../../shared-lib/src/api/publicReads';
import { isUserInfo } from '../../shared-lib/src/api/isUserInfo';
import { localizePath, splitLocalePath } from '../../shared-lib/src/domain/locale';
import {
  MEMBER_SESSION_COOKIE,
  PERSONAL_VIEW_COOKIE,
  PERSONAL_VIEWS,
  sessionMark,
} from '../../shared-lib/src/platform/personalView';
import type { RenderedMember, RenderedSession } from '../../shared-lib/src/stores/UserStore';
import type { RenderedPage, ServerPage } from '../../shell/src/server/renderPage';
import type { ServerRenderedFor } from '../../shell/src/routes/routeTypes';
import { serverRenderedRouteOfPath } from '../../shell/src/routes/routeTable';
import {
  MEMBER_RENDERED,
  PAGE_ANSWERS_ID,
  PAGE_MEMBER_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '../../shell/src/startup/pageMarkers';
import { SERVER_MANIFEST, SHELL_RENDERER } from '../webpack/server-build-files.mjs';
import { decodedParams, escapeAttribute, jsonDataTag } from './pageHints';
import { SERVER_BUILD_KEY_HEADER } from './serverBuildAccess';
import type { StoreApiData } from './storeApiCache';

/** What the shell's renderer module exports (shell/src/server/renderPage.tsx). */
export interface Renderer {
  renderPage(page: ServerPage): Promise<RenderedPage>;
  sharedModules: Readonly<Record<string, unknown>>;
  sharedLibVersion: string;
}

/** A remote's server build, as its server-manifest.json names it. */
interface RemoteServerBuild {
  exposes: Record<string, { default?: unknown }>;
  /** The remote's page styles, by expose, from its mf-manifest.json (relative to it). */
  styles: Record<string, string[]>;
}

/** The parts of the shell's page a render fills in. */
export interface RenderedParts {
  /** Tags for <head>: the page's styles and the answers it was rendered with. */
  head: string;
  /** The whole `#root` element, rendered. */
  root: string;
  /** The title and description the render stated. */
  meta: RenderedPage['head'];
  /** Rendered for a member: the page is theirs alone (no cache keeps it). */
  personal: boolean;
}

/** A remote's manifests are asked for again after this long (a release or rollback shows by then). */
export const MANIFEST_KEEP_MS = 2_000;
/** A remote that has not answered by then is not waited for: the page goes out for the browser. */
export const REMOTE_WAIT_MS = 1_000;

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('=')); // as shared-lib's writeCookie encoded it
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whom a page is rendered for: a first visit, or a member by their session token. */
type Viewer = { for: 'firstVisit' } | { for: 'member'; token: string };

/** Whom the route's page may be rendered for, as the shopper's cookies tell; null: nobody. */
function viewerOf(request: FastifyRequest, renderedFor: ServerRenderedFor | null): Viewer | null {
  const view = cookieOf(request, PERSONAL_VIEW_COOKIE);
  if (view === undefined) return renderedFor === 'public' ? { for: 'firstVisit' } : null;
  if (view !== PERSONAL_VIEWS.member) return null; // other stored choices: the browser knows them
  const token = cookieOf(request, MEMBER_SESSION_COOKIE);
  return token ? { for: 'member', token } : null;
}

async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(REMOTE_WAIT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** The shell's renderer from its build, loaded again when the build changes. */
function shellRenderer(shellDist: string): () => Promise<Renderer | null> {
  const file = path.join(shellDist, SHELL_RENDERER);
  let loaded: { version: number; renderer: Promise<Renderer> } | null = null;
  return async () => {
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return null; // no server build (a development build): pages go out as before
    }
    if (loaded?.version !== version) {
      const renderer = import(`${pathToFileURL(file).href}?v=${version}`) as Promise<Renderer>;
      loaded = { version, renderer };
    }
    return loaded.renderer;
  };
}

/** Evaluates a remote's server build (CommonJS) with the renderer's modules as its shared imports. */
function evaluateServerBuild(code: string, url: string, renderer: Renderer): RemoteServerBuild['exposes'] {
  const run = vm.compileFunction(code, ['require', 'module', 'exports'], { filename: url });
  const module: { exports: { exposes?: RemoteServerBuild['exposes'] } } = { exports: {} };
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
 * build's code once per file (its name carries its content's hash).
 */
function remoteServerBuilds(serverBuildKey: string) {
  const manifests = new Map<string, { at: number; build: Promise<RemoteServerBuild | null> }>();
  // Per renderer: a remote's build runs with the shared modules of the renderer that loaded it.
  const builds = new WeakMap<Renderer, Map<string, RemoteServerBuild['exposes']>>();

  const load = async (manifestUrl: string, renderer: Renderer): Promise<RemoteServerBuild | null> => {
    const serverManifestUrl = new URL(SERVER_MANIFEST, manifestUrl).href;
    // The remote's host serves its server build only with the store's key (serverBuildAccess.ts).
    const withKey = { [SERVER_BUILD_KEY_HEADER]: serverBuildKey };
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
    const evaluated = builds.get(renderer) ?? new Map<string, RemoteServerBuild['exposes']>();
    builds.set(renderer, evaluated);
    let exposes = evaluated.get(entryUrl);
    if (!exposes) {
      const code = await (await fetchOk(entryUrl, withKey)).text();
      exposes = evaluateServerBuild(code, entryUrl, renderer);
      evaluated.set(entryUrl, exposes);
    }
    return { exposes, styles: stylesByExpose(browserManifest) };
  };

  return (manifestUrl: string, renderer: Renderer): Promise<RemoteServerBuild | null> => {
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

export interface ServerRenderOptions {
  /** The shell's build folder (its renderer is server/render.mjs there). */
  shellDist: string;
  /** The renderer (tests); by default the shell build's, loaded again after a rebuild. */
  loadRenderer?: () => Promise<Renderer | null>;
  /**
   * Where the server fetches each remote's code from: configured addresses, never the request's
   * (its Host header is the client's to set, and the server runs what it fetches).
   */
  trustedManifests(): Record<string, string | undefined>;
  /** The key the remotes' hosts ask of requests for their server builds (serverBuildAccess.ts). */
  serverBuildKey: string;
  /** store-api's answers, kept (storeApiCache.ts). */
  storeApi: StoreApiData;
  /** store-api's answers asked afresh, for a member's own reads (storeApiCache.ts storeApiInTime). */
  memberApi: StoreApiData;
}

export interface PageRequest {
  request: FastifyRequest;
  pathname: string;
  query: URLSearchParams;
  /**
   * The shell's configured origin the page was asked at (shellOrigins.ts), which its links are
   * classified against: never the request's Host, which is the client's to set.
   */
  origin: string;
  /** The runtime config the page carries (the request's). */
  config: { remotes: Record<string, string> } & Record<string, unknown>;
  /** What the server resolved from the parameters (resolvedParams.ts). */
  resolved: Record<string, string>;
}

/** Renders a page when it can (see the top of this file); null sends the page for the browser to render. */
export function serverRenderer(options: ServerRenderOptions) {
  const renderer = options.loadRenderer ?? shellRenderer(options.shellDist);
  const remoteBuild = remoteServerBuilds(options.serverBuildKey);
  const logged = new Set<string>();

  const render = async ({
    request,
    pathname,
    query,
    origin,
    config,
    resolved,
  }: PageRequest): Promise<RenderedParts | null> => {
    const { language, path: sitePath } = splitLocalePath(pathname);
    // Only the address the page keeps: /en/... is replaced by the bare path in the browser.
    if (localizePath(sitePath, language) !== pathname) return null;
    const route = serverRenderedRouteOfPath(sitePath);
    if (!route) return null;
    const viewer = viewerOf(request, route.serverRendered);
    if (!viewer) return null;
    const { remote, module } = route.page;
    const manifestUrl = options.trustedManifests()[remote];
    const shell = await renderer();
    if (!shell || !manifestUrl) return null;
    const build = await remoteBuild(manifestUrl, shell);
    const component = build?.exposes[`./${module}`]?.default;
    if (!build || typeof component !== 'function') return null;

    // The route's own parameters win over what the server found from them, as in the page's hints.
    const params = { ...resolved, ...decodedParams(route.params) };
    const reads = FIRST_READS[`${remote}/${module}`]?.(params, query) ?? [];
    // A member's personal reads carry their token, as the page's api client sends them, and are kept
    // for nobody; public reads are everybody's (a guest's personal read too: the answer without a token).
    const ask = (read: PublicRead, address: string): Promise<unknown> =>
      viewer.for === 'member' && read.personal
        ? options.memberApi(address, language, { ...read.headers, authorization: viewer.token })
        : options.storeApi(address, language, read.headers);
    const answers: Record<string, unknown> = {};
    const memberInfo = memberReads.userInfo();
    const [member] = await Promise.all([
      viewer.for === 'member' ? ask(memberInfo, memberInfo.path) : null,
      ...reads.map(async (read) => {
        const address = readAddress(read.path, read.params);
        if (address === null) return;
        const data = await ask(read, address);
        if (data !== null && data !== undefined) answers[keyAddress(address)] = data;
      }),
    ]);
    let session: RenderedSession | null = null;
    if (viewer.for === 'member') {
      // Refused (an ended session) or not answered: the browser renders the page and checks the session.
      if (!isUserInfo(member)) return null;
      session = { token: viewer.token, info: member };
    }

    const search = query.toString();
    const page: ServerPage = {
      url: search ? `${pathname}?${search}` : pathname,
      origin,
      remote,
      module,
      component: component as ServerPage['component'],
      answers,
      session,
      runtimeConfig: config,
    };
    const rendered = await shell.renderPage(page);
    if (rendered.errors.length > 0) {
      // Once per page and build: a render error is a bug to fix, not a shopper's problem.
      const key = `${remote}/${module} ${manifestUrl}`;
      if (!logged.has(key)) {
        logged.add(key);
        console.error(`[serve] ${remote}/${module} failed to render on the server:`, rendered.errors[0]);
      }
      return null;
    }
    // React puts preloads of the pictures it found before the markup. The server's own hint (heroImageHint.ts)
    // already names the page's largest picture, so they go: one preload per picture, in <head>.
    const hoisted = /^(?:<link [^>]*>)*/.exec(rendered.html)?.[0] ?? '';
    // Linked where the page's own remote entry will find them (the request's manifest URL), so the
    // remote does not add them a second time.
    const pageManifest = config.remotes[remote] ?? manifestUrl;
    const styles = (build.styles[`./${module}`] ?? [])
      .map((file) => `<link rel="stylesheet" href="${escapeAttribute(new URL(file, pageManifest).href)}">`)
      .join('');
    // A member's page names the member it was rendered with, for the browser's first render (serverRendered.ts).
    const renderedFor: RenderedMember | null = session && {
      session: sessionMark(session.token),
      info: session.info,
    };
    const memberTag = renderedFor ? jsonDataTag(PAGE_MEMBER_ID, renderedFor) : '';
    const marker = session ? `${SERVER_RENDERED_ATTRIBUTE}="${MEMBER_RENDERED}"` : SERVER_RENDERED_ATTRIBUTE;
    return {
      head: styles + jsonDataTag(PAGE_ANSWERS_ID, answers) + memberTag,
      root: `<div id="root" ${marker}>${rendered.html.slice(hoisted.length)}</div>`,
      meta: rendered.head,
      personal: session !== null,
    };
  };

  return (page: PageRequest): Promise<RenderedParts | null> =>
    render(page).catch((error: unknown) => {
      console.error(`[serve] ${page.pathname} was not rendered on the server:`, error);
      return null;
    });
}
