// The shell's production page server: its built files, the /api and /media proxy to store-api, the
// runtime config, and every page: index.html with the page's hints, rendered on the server when it can
// be (serverRender.ts), a guest's rendered page kept a few seconds (pageCache.ts). scripts/serve.ts
// launches it beside store-api and the remotes' hosts.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import type { LogFormat } from '@topup/server-kit';
import { splitLocalePath } from '@topup/shared-lib/rules';
import type { REMOTE_NAMES } from './appPorts.mjs';
import { defaultMeta } from './defaultMeta';
import { languageRedirect } from './languageRedirect';
import { pageCache } from './pageCache';
import { pageHintTags, runtimeConfigTag, withPageParts } from './pageHints';
import { API_PREFIX, MEDIA_PREFIX, runtimeConfigAt, trustedRemoteManifests } from './runtimeConfig';
import { serverRenderer, viewerOf } from './serverRender';
import { shellOriginOf, type ShellOrigins } from './shellOrigins';
import { createStaticHost, type ServedPage } from './staticHost';

export interface PageServerOptions {
  /** The shell's build folder. */
  shellDist: string;
  remotePorts: Record<(typeof REMOTE_NAMES)[number], number>;
  /** The origins the shell is opened at, from configuration (shellOrigins.ts). */
  origins: ShellOrigins;
  /** store-api's address on this machine. */
  upstream: string;
  /** Sent with every fetch of a remote's server build (serverBuildAccess.ts). */
  serverBuildKey: string;
  /** false: every page goes out for the browser to render (PAGE_RENDER=off, to compare). */
  render: boolean;
  /** false: index.html as built, without the page's hints (PAGE_HINTS=off, or a CDN's own). */
  hints: boolean;
  /** STORE_SANDBOXES: the runtime config names the sandboxes' scripts, or the vendors'. */
  sandboxes: boolean;
  /** Log each request, with the request id it shares with store-api: true, or the lowest level. */
  log?: boolean | string;
  /** JSON lines (the default, production's) or one short line per answer for a person (LOG_FORMAT). */
  logFormat?: LogFormat;
  /** Where the page server counts its requests and its page cache's hits (scripts/serve.ts serves it). */
  metrics?: Registry;
}

/** index.html of the build, read again when a rebuild changes it. */
function builtIndex(shellDist: string): () => string {
  const file = path.join(shellDist, 'index.html');
  let kept: { version: number; html: string } | null = null;
  return () => {
    const version = statSync(file).mtimeMs;
    if (kept?.version !== version) kept = { version, html: readFileSync(file, 'utf8') };
    return kept.html;
  };
}

export async function createPageServer(options: PageServerOptions): Promise<FastifyInstance> {
  const configAt = runtimeConfigAt(options.remotePorts, options.sandboxes);
  const runtimeConfig = (request: FastifyRequest) => configAt(shellOriginOf(options.origins, request));
  const index = builtIndex(options.shellDist);
  const render = options.render
    ? serverRenderer({
        shellDist: options.shellDist,
        trustedManifests: trustedRemoteManifests(options.remotePorts),
        serverBuildKey: options.serverBuildKey,
        upstream: options.upstream,
        setup: { runtimeConfig: configAt(options.origins.public), origin: options.origins.public },
      })
    : null;

  const page = async (request: FastifyRequest): Promise<ServedPage> => {
    const origin = shellOriginOf(options.origins, request);
    const config = configAt(origin);
    const [pathname = '/', search = ''] = request.url.split('?');
    const rendered = (await render?.({ request, pathname, search, config, origin })) ?? null;
    const hints = runtimeConfigTag(config) + pageHintTags(pathname, config.remotes);
    const { language } = splitLocalePath(pathname);
    const html = withPageParts(index(), {
      head: hints + (rendered?.head ?? ''),
      root: rendered?.root,
      meta: rendered?.meta ?? defaultMeta(language),
      language,
    });
    return {
      status: rendered?.status ?? 200,
      html,
      personal: rendered?.personal ?? false,
      rendered: rendered !== null,
    };
  };

  // A guest's page (no session cookie) is everyone's with the same address, currency and country, and
  // the same answer to the cookie question (the banner is in the page until it is answered). Only
  // a page rendered on the server is kept: one that went out for the browser (a remote down, a slow
  // read) is tried again by the next request.
  const guestPageKey = (request: FastifyRequest): string | null => {
    if (request.method !== 'GET') return null;
    const viewer = viewerOf(request);
    if (viewer.token) return null;
    return [
      shellOriginOf(options.origins, request),
      request.url,
      viewer.currency,
      viewer.country,
      viewer.cookieChoice ? 'cookie-choice' : 'cookie-question',
    ].join(' ');
  };
  const cacheLookups = options.metrics
    ? new Counter({
        name: 'page_cache_requests_total',
        help: 'Guest page requests by how the page cache answered: hit, stale (refreshed behind), miss.',
        labelNames: ['outcome'] as const,
        registers: [options.metrics],
      })
    : null;
  const pages = options.hints
    ? pageCache(
        page,
        guestPageKey,
        (served) => served.rendered && !served.personal,
        Date.now,
        (outcome) => cacheLookups?.inc({ outcome }),
      )
    : undefined;

  return createStaticHost({
    name: 'shell',
    root: options.shellDist,
    spaFallback: true,
    proxy: { upstream: options.upstream, apiPrefix: API_PREFIX, mediaPrefix: MEDIA_PREFIX },
    runtimeConfig,
    pages,
    redirect: languageRedirect,
    ...(options.log ? { log: options.log } : {}),
    ...(options.logFormat ? { logFormat: options.logFormat } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
}
