// A production static host for one built app: pre-compressed files (brotli / gzip from the build),
// the cache rule, CORS for remotes, and for the shell the SPA fallback, runtime config and API proxy.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { cacheControlFor } from './cacheControl';
import { answerUpstreamFailure } from './proxyFailure';
import { carriesServerBuildKey, isServerBuildPath } from './serverBuildAccess';
import { remoteSecurityHeaders, shellSecurityHeaders } from './securityHeaders';
import type { Registry } from 'prom-client';
import {
  REQUEST_ID_HEADER,
  TRUSTED_PROXIES,
  echoRequestIds,
  installRequestMetrics,
  requestIdOptions,
  serverLogOptions,
  type LogFormat,
  type LogSetting,
} from '@topup/server-kit';

export interface StaticHostOptions {
  name: string;
  root: string;
  /** Remotes are fetched cross-origin by the shell's page. */
  cors?: boolean;
  /** Shell only: unknown paths that want HTML get index.html (client-side routes). */
  spaFallback?: boolean;
  /** Shell only: path prefixes forwarded to store-api, so the browser talks to one origin. */
  proxy?: { upstream: string; apiPrefix: string; mediaPrefix: string };
  /** Shell only: the runtime config, per request (of the configured origin it was made to, shellOrigins.ts). */
  runtimeConfig?: (request: FastifyRequest) => unknown;
  /** Shell only: the page an address shows (pageServer.ts); index.html as built without it. */
  pages?: (request: FastifyRequest) => Promise<ServedPage>;
  /** Shell only: another address a page request goes to first (languageRedirect.ts), or null. */
  redirect?: (request: FastifyRequest) => string | null;
  /**
   * Files of the app's server build (`server/`, in the build or a release) go only to requests carrying
   * this key (serverBuildAccess.ts), never cached; without a key (the shell's own), to nobody.
   */
  serverBuildKey?: string;
  /** Log each request and error, with the request's id: true, or the lowest level. */
  log?: LogSetting;
  /** JSON lines (the default, production's) or one short line per answer for a person. */
  logFormat?: LogFormat;
  /** Count requests, their latency and errors here (served apart from the shop: scripts/serve.ts). */
  metrics?: Registry;
}

/** store-api's own metrics are the operators', on its own port: the proxy never passes them on. */
const STORE_API_METRICS = '/metrics';

/** A page of the shell as the server sends it. */
export interface ServedPage {
  status: number;
  html: string;
  /** Rendered for one member: no cache may keep it. */
  personal: boolean;
  /** Rendered on the server (else the browser renders it). */
  rendered: boolean;
  /** The gzipped html, made once per page (a kept page is sent many times). */
  gzipped?: Buffer;
}

/** The path as a router would match it: decoded, repeated and trailing slashes dropped. */
function plainPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not decodable: the router refuses it too.
  }
  return decoded.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/** A browser's GET for a document at an address with no file extension, outside the proxied prefixes. */
function isPageRequest(request: FastifyRequest, proxied: readonly string[]): boolean {
  if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (proxied.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  return !(pathname.split('/').pop() ?? '').includes('.');
}

export async function createStaticHost(options: StaticHostOptions): Promise<FastifyInstance> {
  if (!existsSync(path.join(options.root, 'index.html'))) {
    throw new Error(`${options.name}: ${options.root} has no build. Run \`npm run build\` first.`);
  }
  // A proxy on this machine (nginx in front, docs/deploy.md) is believed when it says a request came
  // over HTTPS (X-Forwarded-Proto), as store-api believes its X-Forwarded-For; nobody else is.
  const app = Fastify({
    ...serverLogOptions(options.log, options.logFormat ?? 'json'),
    trustProxy: TRUSTED_PROXIES,
    ...requestIdOptions,
  });
  echoRequestIds(app);
  if (options.metrics) installRequestMetrics(app, options.metrics);

  // The shell's policy names the hosts of the runtime config it serves to the same request.
  const securityHeaders = (request: FastifyRequest) => {
    const overHttps = request.protocol === 'https';
    return options.runtimeConfig
      ? shellSecurityHeaders(options.runtimeConfig(request), overHttps)
      : remoteSecurityHeaders(overHttps);
  };
  app.addHook('onSend', async (request, reply) => {
    // A proxied store-api answer keeps the API's own, stricter headers.
    for (const [name, value] of Object.entries(securityHeaders(request)))
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (options.cors) reply.header('access-control-allow-origin', '*');
  });

  if (options.spaFallback) {
    // `/zh-TW//evil.example` must not reach the file server (which refuses it with a bare JSON 403) nor
    // become a protocol-relative address: repeated slashes collapse into one, same site.
    app.addHook('onRequest', async (request, reply) => {
      const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
      if (!pathname.includes('//') || pathname.startsWith(options.proxy?.apiPrefix ?? '\0')) return;
      const collapsed = pathname.replace(/\/{2,}/g, '/');
      return reply.redirect(query === undefined ? collapsed : `${collapsed}?${query}`, 308);
    });
  }

  if (options.runtimeConfig) {
    const build = options.runtimeConfig;
    app.get('/runtime-config.json', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return build(request);
    });
  }

  if (options.proxy) {
    const { upstream, apiPrefix, mediaPrefix } = options.proxy;
    // store-api counts sign-in failures and code requests per client address (it trusts this local
    // proxy's word, @topup/server-kit): name the shopper's own, replacing any
    // X-Forwarded-For the browser sent, so nobody can pass for another address.
    // The request's id goes with it, so store-api's log lines of the call carry the page server's id.
    const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
      rewriteRequestHeaders: (request, headers) => {
        const { 'x-forwarded-for': _claimed, ...rest } = headers;
        const shopper = request.socket.remoteAddress; // unset only once the connection is gone
        const withId = { ...rest, [REQUEST_ID_HEADER]: request.id };
        return shopper ? { ...withId, 'x-forwarded-for': shopper } : withId;
      },
      // No answer from store-api: its envelope, without the internal address the proxy could not reach.
      onError: (reply) => answerUpstreamFailure(reply),
    };
    app.addHook('onRequest', async (request, reply) => {
      if (plainPath(request.url) === `${apiPrefix}${STORE_API_METRICS}`)
        return reply.code(404).type('text/plain').send('Not found');
    });
    // In a person's terminal store-api's own line tells how a proxied call went: the proxy's lines about
    // forwarding it (and its answer's) would only double it.
    const proxyLog = options.logFormat === 'pretty' ? ({ logLevel: 'warn' } as const) : {};
    await app.register(httpProxy, {
      upstream,
      prefix: apiPrefix,
      rewritePrefix: '',
      replyOptions,
      ...proxyLog,
    });
    await app.register(httpProxy, {
      upstream,
      prefix: mediaPrefix,
      rewritePrefix: mediaPrefix,
      replyOptions,
      ...proxyLog,
    });
  }

  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    cacheControl: false, // set below from the cache rule
    setHeaders: (response, filePath) =>
      response.setHeader('cache-control', cacheControlFor(`/${path.relative(options.root, filePath)}`)),
    // The path as the file server resolved it (decoded, normalised), so no spelling of it slips through.
    allowedPath: (pathname, _root, request) =>
      !isServerBuildPath(pathname) || carriesServerBuildKey(request, options.serverBuildKey),
    index: false,
    wildcard: true,
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const elsewhere = options.redirect?.(request);
    if (elsewhere) {
      // Where it goes depends on the shopper's cookies: no cache may keep it for another.
      reply.header('cache-control', 'no-store').header('vary', 'cookie');
      return reply.redirect(elsewhere, 302);
    }
    reply.header('cache-control', 'no-cache');
    if (!options.pages) return reply.sendFile('index.html');
    const page = await options.pages(request);
    // A member's page is theirs alone; and what a page holds depends on the shopper's cookies.
    if (page.personal) reply.header('cache-control', 'private, no-store');
    reply.code(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(page.html);
    page.gzipped ??= gzipSync(page.html);
    return reply.header('content-encoding', 'gzip').send(page.gzipped);
  };

  app.get('/', sendPage);

  if (options.spaFallback && options.pages) {
    // A document asked for at an address with no file extension is a page: it goes to the page server
    // at once, not through a file lookup (a stat and a directory read per page) that can only fail.
    const proxied = [options.proxy?.apiPrefix, options.proxy?.mediaPrefix].filter(
      (prefix): prefix is string => prefix !== undefined,
    );
    app.addHook('onRequest', async (request, reply) => {
      if (!isPageRequest(request, proxied)) return;
      await sendPage(request, reply);
      return reply;
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (options.spaFallback && wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
