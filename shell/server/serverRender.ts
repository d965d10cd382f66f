// Server rendering: the store's server sends a page rendered, and the browser hydrates it
// (shell/src/bootstrap.tsx). The route table names the page's remote route module; the module says
// whether the server may render it (`serverRender`), and its loader reads the page's data with a store
// set made for the request: the shopper's session, currency and country, from the cookies the store's
// code keeps beside its storage (src/platform/personalView.ts). The shell's renderer (the
// shell's server build) renders the shell's tree around the page; the page's data goes into the page
// for the browser to hydrate with. Anything that fails or is slow (the renderer, a remote, a read, a
// render error, a session the store's API refuses) sends the page for the browser to render.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import {
  COOKIE_CHOICE_COOKIE,
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  isCountryCode,
  localizePath,
  MEMBER_SESSION_COOKIE,
  splitLocalePath,
} from '@topup/shared-lib/rules';
import type { HttpTransport, RouteModule } from '@topup/shared-lib';
import type { RenderedPage, RendererSetup, ServerPage } from './render/renderPage';
import { routeOfPath } from '../src/routes/routeTable';
import type { FullHead } from '../src/meta/pageHead';
import { MEMBER_RENDERED, PAGE_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from '../src/startup/pageMarkers';
import { SHELL_RENDERER } from './serverBuildFiles.mjs';
import { escapeAttribute, jsonDataTag } from './pageHints';
import { remoteServerBuilds, type SharedModulesProvider } from './remoteModules/remoteServerBuilds';
import { cookieOf } from './requestCookies';

/** What the shell's renderer module exports (render/renderPage.tsx). */
export interface Renderer extends SharedModulesProvider {
  setUpRenderer(setup: RendererSetup): void;
  renderPage(page: ServerPage): Promise<RenderedPage>;
  storeApiTransport(upstream: string): HttpTransport;
}

/** The parts of the shell's page a render fills in. */
export interface RenderedParts {
  status: number;
  /** Tags for <head>: the page's styles, its hero picture and the state it was rendered with. */
  head: string;
  /** The whole `#root` element, rendered. */
  root: string;
  meta: FullHead;
  /** Rendered for a member: the page is theirs alone (no cache keeps it). */
  personal: boolean;
}

/** Whom a page is rendered for, as the shopper's cookies say. */
export interface Viewer {
  token: string | null;
  currency: string;
  country: string;
  /** The shopper has answered the cookie question: the page comes without the banner. */
  cookieChoice: boolean;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The viewer the cookies name; a malformed currency or country counts as the default. */
export function viewerOf(request: FastifyRequest): Viewer {
  const currency = cookieOf(request, CURRENCY_COOKIE)?.toUpperCase();
  const country = cookieOf(request, COUNTRY_COOKIE)?.toUpperCase();
  return {
    token: cookieOf(request, MEMBER_SESSION_COOKIE) || null,
    currency: currency && CURRENCY_CODE.test(currency) ? currency : DEFAULT_CURRENCY,
    country: country && isCountryCode(country) ? country : DEFAULT_COUNTRY,
    cookieChoice: Boolean(cookieOf(request, COOKIE_CHOICE_COOKIE)),
  };
}

/** The shell's renderer from its build, loaded again (and set up) when the build changes. */
function shellRenderer(shellDist: string, setup: RendererSetup): () => Promise<Renderer | null> {
  const file = path.join(shellDist, SHELL_RENDERER);
  let loaded: { version: number; renderer: Promise<Renderer> } | null = null;
  return async () => {
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return null; // no server build (a development build): pages go out for the browser
    }
    if (loaded?.version !== version) {
      const renderer = (import(`${pathToFileURL(file).href}?v=${version}`) as Promise<Renderer>).then(
        (module) => {
          module.setUpRenderer(setup);
          return module;
        },
      );
      loaded = { version, renderer };
    }
    return loaded.renderer;
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
  /** Sent with every fetch of a remote's server build (serverBuildAccess.ts). */
  serverBuildKey: string;
  /** store-api's address on this machine. */
  upstream: string;
  /** The runtime config of the shell's public origin, and that origin: the only one rendered for. */
  setup: RendererSetup;
}

export interface PageRequest {
  request: FastifyRequest;
  pathname: string;
  search: string;
  /** The runtime config the page carries (of the configured origin the request came to). */
  config: { remotes: Record<string, string> } & Record<string, unknown>;
  /** The configured origin the request came to (shellOrigins.ts). */
  origin: string;
}

/** Renders a page when it can (see the top of this file); null sends the page for the browser to render. */
export function serverRenderer(options: ServerRenderOptions) {
  const renderer = options.loadRenderer ?? shellRenderer(options.shellDist, options.setup);
  const remoteBuild = remoteServerBuilds(options.serverBuildKey);
  const transports = new WeakMap<Renderer, HttpTransport>();
  const logged = new Set<string>();

  const logOnce = (key: string, message: string, error: unknown) => {
    if (logged.has(key)) return;
    logged.add(key);
    console.error(message, error);
  };

  const render = async ({
    request,
    pathname,
    search,
    config,
    origin,
  }: PageRequest): Promise<RenderedParts | null> => {
    // The page's links and origin are its public origin's: another configured origin renders in the browser.
    if (origin !== options.setup.origin) return null;
    const { language, path: sitePath } = splitLocalePath(pathname);
    // Only the address the page keeps: /en/... is replaced by the bare path in the browser.
    if (localizePath(sitePath, language) !== pathname) return null;
    const match = routeOfPath(sitePath);
    const page = match?.route.page;
    if (!match || !page || !('remote' in page)) return null;
    const { remote, module } = page;
    const manifestUrl = options.trustedManifests()[remote];
    const shell = await renderer();
    if (!shell || !manifestUrl) return null;
    const build = await remoteBuild(manifestUrl, shell);
    const exports = build?.exposes[`./${module}`];
    if (!build || !exports || typeof exports.default !== 'function') return null;
    const viewer = viewerOf(request);
    const serverRender = (exports as Partial<RouteModule>).serverRender;
    if (serverRender !== 'everyone' && !(serverRender === 'member' && viewer.token)) return null;

    let transport = transports.get(shell);
    if (!transport) {
      transport = shell.storeApiTransport(options.upstream);
      transports.set(shell, transport);
    }
    const url = search ? `${pathname}?${search}` : pathname;
    const rendered = await shell.renderPage({
      url,
      remote,
      module,
      params: match.params,
      exports: exports as ServerPage['exports'],
      token: viewer.token,
      currency: viewer.currency,
      country: viewer.country,
      cookieChoice: viewer.cookieChoice,
      transport,
    });
    if (!rendered.rendered) {
      // A render error is a bug to fix (once per page and build); a refused session or a failed read is not.
      if (rendered.reason === 'render failed')
        logOnce(
          `${remote}/${module} ${manifestUrl}`,
          `[serve] ${remote}/${module} failed to render:`,
          rendered.error,
        );
      return null;
    }
    // React puts preloads of the pictures it found before the markup: the page's head names its hero.
    const hoisted = /^(?:<link [^>]*>)*/.exec(rendered.html)?.[0] ?? '';
    // Linked where the page's own remote entry will find them (the request's manifest URL), so the
    // remote does not add them a second time.
    const pageManifest = config.remotes[remote] ?? manifestUrl;
    const styles = (build.styles[`./${module}`] ?? [])
      .map((file) => `<link rel="stylesheet" href="${escapeAttribute(new URL(file, pageManifest).href)}">`)
      .join('');
    const personal = rendered.state.member !== null;
    const marker = personal ? `${SERVER_RENDERED_ATTRIBUTE}="${MEMBER_RENDERED}"` : SERVER_RENDERED_ATTRIBUTE;
    return {
      status: rendered.status,
      head: styles + heroPreload(rendered.head) + jsonDataTag(PAGE_STATE_ID, rendered.state),
      root: `<div id="root" ${marker}>${rendered.html.slice(hoisted.length)}</div>`,
      meta: rendered.head,
      personal,
    };
  };

  return (page: PageRequest): Promise<RenderedParts | null> =>
    render(page).catch((error: unknown) => {
      console.error(`[serve] ${page.pathname} was not rendered on the server:`, error);
      return null;
    });
}

/** A preload the page's hero <img> will take: same URL and srcset (so the same density), high priority. */
function heroPreload(head: FullHead): string {
  if (!head.image) return '';
  const { src, srcSet } = head.image;
  const set = srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${set} fetchpriority="high">`;
}
