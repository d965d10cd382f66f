import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LogFormat } from '@topup/server-kit';
import { buildApp } from './app';
import { openDatabase, openPgDatabase, type Database } from './db/database';
import { databaseProblemOf } from './db/databaseHealth';
import { buildUnavailableApp } from './health/unavailableApp';
import type { ProviderSettings } from './providers/providerSettings';
import type { SandboxTimings } from './config/sandboxTimings';

export interface StartStoreApiOptions {
  /** 0 picks a free port; the returned url tells which. */
  port: number;
  /** Defaults to 127.0.0.1 so the demo store is not exposed on the network by accident. */
  host?: string;
  /** SQLite file; created (with its folder) and seeded when missing. */
  dbFile: string;
  /** A PostgreSQL database to run on instead of the file; migrated, and seeded when empty. */
  databaseUrl?: string;
  /** Log with pino: true, or the lowest level to write. */
  log?: boolean | string;
  /** JSON lines (the default, production's) or one short line per answer for a person. */
  logFormat?: LogFormat;
  /** Countries answered with the "not supported" message; defaults to DEFAULT_BLOCKED_COUNTRIES. */
  blockedCountries?: readonly string[];
  /** The front end's current build id, answered by /builds/meta/{id}.json. */
  buildId?: string;
  /** Origins allowed to call the API from a browser (CORS); defaults to the local shell. */
  corsOrigins?: readonly string[];
  /** Mount the sandboxes (the demo) or not (production): every embedder says which. */
  sandboxes: boolean;
  /** The store's own origins (payment return, OAuth redirect); defaults to the local shell. */
  shopOrigins?: readonly string[];
  /** The outside services' configuration; see providers/providerSettings.ts. */
  providers?: ProviderSettings;
  /** How long the sandbox publisher and a pending sandbox payment take; see config/sandboxTimings.ts. */
  sandboxTimings?: SandboxTimings;
}

export interface RunningStoreApi {
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database and starts listening. Used by main.ts and, in-process, by the root serve script, so it
 * reads no environment variables and never exits the process: failures are thrown to the caller.
 */
export async function startStoreApi(options: StartStoreApiOptions): Promise<RunningStoreApi> {
  const host = options.host ?? '127.0.0.1';
  const { db, app } = await openApp(options);
  try {
    await app.listen({ port: options.port, host });
  } catch (error) {
    await app.close();
    await db?.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${port}`,
    // Idempotent: a signal handler and a test may both close.
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await db?.close();
      })()),
  };
}

/**
 * The store on its database, or, when the file cannot even be opened (damaged, not a database, no
 * access), the unavailable app whose /health says why: not ready is reported, never a crash loop.
 */
async function openApp(
  options: StartStoreApiOptions,
): Promise<{ db: Database | null; app: FastifyInstance }> {
  let db: Database;
  try {
    db = options.databaseUrl ? await openPgDatabase(options.databaseUrl) : await openDatabase(options.dbFile);
  } catch (error) {
    const problem = databaseProblemOf(error);
    if (problem === null) throw error;
    const app = buildUnavailableApp(problem, {
      log: options.log !== undefined && options.log !== false,
      ...(options.logFormat ? { logFormat: options.logFormat } : {}),
      ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    });
    app.log.error({ err: error }, 'The database file cannot be opened; the store answers 503');
    return { db: null, app };
  }
  const app = buildApp(db, {
    log: options.log ?? false,
    ...(options.logFormat ? { logFormat: options.logFormat } : {}),
    processMetrics: true,
    ...(options.blockedCountries ? { blockedCountries: options.blockedCountries } : {}),
    ...(options.buildId ? { buildId: options.buildId } : {}),
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    sandboxes: options.sandboxes,
    ...(options.shopOrigins ? { shopOrigins: options.shopOrigins } : {}),
    ...(options.providers ? { providers: options.providers } : {}),
    ...(options.sandboxTimings ? { sandboxTimings: options.sandboxTimings } : {}),
  });
  return { db, app };
}

/** A host as it must appear in a URL: wildcard addresses become localhost, IPv6 gets brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
