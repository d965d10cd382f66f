// `npm run serve` (and the second half of `npm start`): store-api, the four remotes' hosts and the
// shell's page server (shell/server), each on its own origin, as production would. Ctrl-C stops everything.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseSandboxes } from '../store-api/src/config/env';
import { readProviderSettings } from '../store-api/src/providers/providerSettings';
import { readSandboxTimings } from '../store-api/src/config/sandboxTimings';
import { resetDatabase } from '../store-api/src/db/resetDatabase';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../store-api/src/db/seed/demoMember';
import { APPS, REMOTE_NAMES, STORE_API, portOf } from '../shell/server/appPorts.mjs';
import { createStaticHost } from '../shell/server/staticHost';
import { shellOriginsFrom } from '../shell/server/shellOrigins';
import { serverBuildKeyFrom } from '../shell/server/serverBuildAccess';
import { startStoreApiThread } from './serve/storeApiThread';
import { startPageServer } from './serve/pageServerProcess';

const ROOT = path.resolve(import.meta.dirname, '..');
const HOST = process.env.HOST ?? 'localhost';
/** How long a stop waits for requests in flight to finish before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/** pino's lowest level written by every server (LOG_LEVEL: trace, debug, info, warn, error, silent). */
const logLevel = process.env.LOG_LEVEL ?? 'info';
/** A person reads this terminal: one short line per answer, unless LOG_FORMAT=json asks for production's. */
const logFormat = process.env.LOG_FORMAT === 'json' ? 'json' : 'pretty';

async function main(): Promise<void> {
  const dbFile = path.resolve(ROOT, process.env.STORE_DB ?? 'store-api/data/store.db');
  // A fresh database for the end-to-end suite (its WAL files too).
  if (process.argv.includes('--reset-db')) await (await resetDatabase(dbFile)).close();

  const apiPort = portOf(STORE_API);
  const shellPort = portOf(APPS.shell);
  // The origins the shell is opened at, from configuration (PUBLIC_ORIGIN, SHELL_ORIGINS), never the Host.
  const origins = shellOriginsFrom(process.env, shellPort);
  // The demo: sandboxes on unless STORE_SANDBOXES=off (then the providers the environment names).
  const sandboxes = parseSandboxes(process.env.STORE_SANDBOXES ?? 'on');
  const api = await startStoreApiThread({
    port: apiPort,
    host: HOST,
    dbFile,
    sandboxes,
    log: logLevel,
    logFormat,
    // Payment and third-party sign-in send the shopper back to the shell's own origins only.
    shopOrigins: origins.all,
    providers: readProviderSettings(process.env),
    sandboxTimings: readSandboxTimings(process.env),
  });
  const hosts: FastifyInstance[] = [];
  /** The page server, stopped first: its renders read store-api. */
  const pageServers: { close(): Promise<void> }[] = [];
  // Requests in flight finish first (the page server's before store-api's, which its renders read),
  // new ones are refused; a stop that hangs ends anyway.
  const stop = async () => {
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await Promise.allSettled(pageServers.map((server) => server.close()));
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
  // The page server runs from its bundle (dist/page-server/main.mjs, made by `npm run build`) in a
  // process of its own, as in production; it tells when it listens.
  const pageServer = await startPageServer({
    ...process.env,
    SERVER_BUILD_KEY: serverBuildKey,
    STORE_SANDBOXES: sandboxes ? 'on' : 'off',
    STORE_API_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: logLevel,
    LOG_FORMAT: logFormat,
  });
  pageServers.push(pageServer);

  console.log(`
  TopUp Store is running at ${origins.public}
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
