// The shell's page server on its own process: what production runs, bundled by `npm run build` into
// dist/page-server/main.mjs (`node dist/page-server/main.mjs`, no TypeScript loader at run time), and
// what scripts/serve.ts launches beside store-api and the remotes' hosts. Configured by the environment
// (docs/deploy.md "The serve script's environment"). SIGTERM drains the requests in flight, then exits.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { APPS, REMOTE_NAMES, STORE_API, portOf } from './appPorts.mjs';
import { logFormatFrom, parseSandboxes, registerMetricsRoute } from '@topup/server-kit';
import { createPageServer } from './pageServer';
import { serverBuildKeyFrom } from './serverBuildAccess';
import { shellOriginsFrom } from './shellOrigins';

/** Two folders below the repository's root, as source (shell/server) and as bundle (dist/page-server). */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** How long a stop waits for requests in flight before it exits anyway. */
export const PAGE_SERVER_SHUTDOWN_GRACE_MS = 8_000;

/** What the process tells a parent that started it with an IPC channel (scripts/serve.ts). */
export interface PageServerMessage {
  listening: string;
}

async function main(): Promise<void> {
  const env = process.env;
  const host = env.HOST ?? 'localhost';
  const shellPort = portOf(APPS.shell);
  const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name) => [name, portOf(APPS[name])])) as Record<
    (typeof REMOTE_NAMES)[number],
    number
  >;
  const origins = shellOriginsFrom(env, shellPort);
  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });
  const servers: FastifyInstance[] = [];

  const shell = await createPageServer({
    shellDist: path.resolve(ROOT, env.SHELL_DIST ?? path.join('shell', 'dist')),
    remotePorts,
    origins,
    upstream: env.STORE_API_URL ?? `http://127.0.0.1:${String(portOf(STORE_API))}`,
    // The remotes' hosts must know the same key: one the environment gives (serve.ts passes its own).
    serverBuildKey: serverBuildKeyFrom(env),
    render: env.PAGE_RENDER !== 'off',
    hints: env.PAGE_HINTS !== 'off',
    sandboxes: parseSandboxes(env.STORE_SANDBOXES),
    log: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatFrom(env),
    metrics,
  });
  servers.push(shell);
  // Its metrics on a port of their own that the shop's origin never serves: unset, not served at all.
  if (env.PAGE_METRICS_PORT) {
    const metricsHost = Fastify();
    registerMetricsRoute(metricsHost, metrics);
    await metricsHost.listen({
      port: Number(env.PAGE_METRICS_PORT),
      host: env.PAGE_METRICS_HOST ?? '127.0.0.1',
    });
    servers.push(metricsHost);
  }

  const stop = (): void => {
    setTimeout(() => process.exit(1), PAGE_SERVER_SHUTDOWN_GRACE_MS).unref();
    void Promise.allSettled(servers.map((server) => server.close())).then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Started by serve.ts: it does not outlive it.
  process.once('disconnect', stop);

  await shell.listen({ port: shellPort, host });
  const message: PageServerMessage = { listening: origins.public };
  process.send?.(message);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
