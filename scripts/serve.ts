// `npm run serve` (and the second half of `npm start`): store-api plus the five built apps, each on
// its own origin, as production would. Ctrl-C stops everything.
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startStoreApi } from '../store-api/src/server';
import { parseSandboxes } from '../store-api/src/config/env';
import { readProviderSettings } from '../store-api/src/providers/providerSettings';
import { resetDatabase } from '../store-api/src/db/resetDatabase';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../store-api/src/db/seed/demoMember';
import { APPS, REMOTE_NAMES, STORE_API, portOf } from './webpack/app-ports.mjs';
import { createStaticHost } from './serve/staticHost';
import { API_PREFIX, MEDIA_PREFIX, runtimeConfigFor, trustedRemoteManifests } from './serve/runtimeConfig';
import { shellOriginOf, shellOriginsFrom } from './serve/shellOrigins';
import { serverBuildKeyFrom } from './serve/serverBuildAccess';
import { heroImageHints } from './serve/heroImageHint';
import { pageHintTags, runtimeConfigTag } from './serve/pageHints';
import { resolvedParams } from './serve/resolvedParams';
import { serverRenderer } from './serve/serverRender';
import { storeApiCache, storeApiData, storeApiInTime } from './serve/storeApiCache';
import { splitLocalePath } from '../shared-lib/src/domain/locale';

const ROOT = path.resolve(import.meta.dirname, '..');
const HOST = process.env.HOST ?? 'localhost';

async function main(): Promise<void> {
  const dbFile = path.resolve(ROOT, process.env.STORE_DB ?? 'store-api/data/store.db');
  // A fresh database for the end-to-end suite (its WAL files too).
  if (process.argv.includes('--reset-db')) resetDatabase(dbFile).close();

  const apiPort = portOf(STORE_API);
  const shellPort = portOf(APPS.shell);
  // The origins the shell is opened at, from configuration (PUBLIC_ORIGIN, SHELL_ORIGINS), never the Host.
  const shellOrigins = shellOriginsFrom(process.env, shellPort);
  // The demo: sandboxes on unless STORE_SANDBOXES=off (then the providers the environment names).
  const sandboxes = parseSandboxes(process.env.STORE_SANDBOXES ?? 'on');
  const api = await startStoreApi({
    port: apiPort,
    host: HOST,
    dbFile,
    sandboxes,
    // Payment and third-party sign-in send the shopper back to the shell's own origins only.
    shopOrigins: shellOrigins.all,
    providers: readProviderSettings(process.env),
  });
  const hosts: FastifyInstance[] = [];
  const stop = async () => {
    await Promise.allSettled([...hosts.map((host) => host.close()), api.close()]);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name) => [name, portOf(APPS[name])])) as Record<
    (typeof REMOTE_NAMES)[number],
    number
  >;
  // The remotes serve their server builds only to the store's server, which sends this key.
  const serverBuildKey = serverBuildKeyFrom(process.env);
  for (const name of REMOTE_NAMES) {
    const host = await createStaticHost({
      name,
      root: path.join(ROOT, APPS[name].folder, 'dist'),
      cors: true,
      serverBuildKey,
    });
    await host.listen({ port: remotePorts[name], host: HOST });
    hosts.push(host);
  }
  const runtimeConfig = runtimeConfigFor(remotePorts, shellOrigins, sandboxes);
  const upstream = `http://127.0.0.1:${apiPort}`;
  // The runtime config, and the remote page's origin, manifest and parameters, in the page so they load
  // beside main.js. And the picture that is the largest paint of the home page and of a blog article.
  // Both read store-api's answers, kept once for all pages.
  const storeApi = storeApiCache(storeApiData(upstream));
  const heroImage = heroImageHints(storeApi);
  const pageParams = resolvedParams(storeApi);
  // A first visit's public page, rendered (serverRender.ts; PAGE_RENDER=off sends every page for the
  // browser to render, to compare).
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const renderPage =
    process.env.PAGE_RENDER === 'off'
      ? null
      : serverRenderer({
          shellDist,
          trustedManifests: trustedRemoteManifests(remotePorts),
          serverBuildKey,
          storeApi,
          memberApi: storeApiInTime(storeApiData(upstream)),
        });
  const pageParts = async (request: FastifyRequest) => {
    const config = runtimeConfig(request);
    const [pathname = '/', search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    // The category page's picture is named by the category the parameters resolve, so the two go in turn
    // (both from kept answers after a page's first visit).
    const params = await pageParams(pathname, query);
    const [hero, rendered] = await Promise.all([
      heroImage(pathname, config, params),
      renderPage?.({
        request,
        pathname,
        query,
        origin: shellOriginOf(shellOrigins, request),
        config,
        resolved: params,
      }) ?? null,
    ]);
    const hints = runtimeConfigTag(config) + pageHintTags(pathname, config.remotes, params) + hero;
    const { language } = splitLocalePath(pathname);
    return {
      head: hints + (rendered?.head ?? ''),
      root: rendered?.root,
      meta: rendered?.meta,
      personal: rendered?.personal,
      language,
    };
  };
  const shell = await createStaticHost({
    name: 'shell',
    root: shellDist,
    spaFallback: true,
    proxy: { upstream, apiPrefix: API_PREFIX, mediaPrefix: MEDIA_PREFIX },
    runtimeConfig,
    // PAGE_HINTS=off serves index.html as built (to compare, or if a CDN adds its own hints).
    pageParts: process.env.PAGE_HINTS === 'off' ? undefined : pageParts,
  });
  await shell.listen({ port: shellPort, host: HOST });
  hosts.push(shell);

  console.log(`
  TopUp Store is running at ${shellOrigins.public}
    remotes: ${REMOTE_NAMES.map((name) => `${name} :${remotePorts[name]}`).join(', ')}
    store-api: ${api.url} (database ${path.relative(ROOT, dbFile)}, sandboxes ${sandboxes ? 'on' : 'off'})
  Demo login: ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD}
  Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
