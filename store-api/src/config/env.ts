import path from 'node:path';
import { parseBlockedCountries } from '../sandbox/regionBlocker';
import { readProviderSettings, type ProviderSettings } from '../providers/providerSettings';
import { parseCorsOrigins } from '../security/responseHeaders';
import { LOCAL_SHELL_ORIGINS, parseOrigins } from './origins';
import { defaultDatabaseFile } from './packagePaths';
import { readSandboxTimings, type SandboxTimings } from './sandboxTimings';
import { parseSandboxes } from '@topup/server-kit';

export interface StoreApiConfig {
  port: number;
  host: string;
  dbFile: string;
  /** DATABASE_URL: a PostgreSQL database the store runs on instead of the embedded file (STORE_DB). */
  databaseUrl?: string;
  /** STORE_BLOCKED_COUNTRIES, comma-separated ISO alpha-2 codes ("" blocks none); see sandbox/regionBlocker.ts. */
  blockedCountries: string[];
  /** STORE_API_CORS_ORIGINS, comma-separated origins allowed to call from a browser; unset: the local shell. */
  corsOrigins: string[];
  /** STORE_SANDBOXES=on mounts the sandboxes (the demo); off, the default, is production. */
  sandboxes: boolean;
  /** STORE_SHOP_ORIGINS, the store's own origins (payment return, OAuth redirect); unset: the local shell. */
  shopOrigins: string[];
  /** The outside services (PAYMENT_*, IDENTITY_*, OAUTH_*, STORAGE_*, MAIL_*, SMS_*). */
  providers: ProviderSettings;
  /** STORE_DELIVERY_SECONDS and STORE_PAYMENT_PENDING_SECONDS: how long the sandboxes take. */
  sandboxTimings: SandboxTimings;
}

export { parseSandboxes };

export const DEFAULT_PORT = 3100;
export const DEFAULT_HOST = '127.0.0.1';

/**
 * Reads the settings main.ts needs from the environment. Kept apart from server.ts so the server itself
 * never touches process.env (the root serve script embeds it with its own settings).
 * Throws on a port that is not a whole number between 0 and 65535, on an unknown STORE_SANDBOXES and on a
 * half-configured provider, rather than silently using a default.
 */
export function readStoreApiConfig(env: NodeJS.ProcessEnv): StoreApiConfig {
  const rawPort = env.STORE_API_PORT?.trim();
  const port = rawPort ? Number(rawPort) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`STORE_API_PORT must be a whole number between 0 and 65535, got "${rawPort}".`);
  }
  const host = env.STORE_API_HOST?.trim() || DEFAULT_HOST;
  // A STORE_DB given on the command line is relative to where the command runs, like any CLI path.
  const dbFile = env.STORE_DB?.trim() ? path.resolve(env.STORE_DB.trim()) : defaultDatabaseFile;
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must be a postgres:// or postgresql:// URL, got "${databaseUrl}".`);
  }
  return {
    port,
    host,
    dbFile,
    ...(databaseUrl ? { databaseUrl } : {}),
    blockedCountries: parseBlockedCountries(env.STORE_BLOCKED_COUNTRIES),
    corsOrigins: parseCorsOrigins(env.STORE_API_CORS_ORIGINS),
    sandboxes: parseSandboxes(env.STORE_SANDBOXES),
    shopOrigins: parseOrigins(env.STORE_SHOP_ORIGINS, LOCAL_SHELL_ORIGINS),
    providers: readProviderSettings(env),
    sandboxTimings: readSandboxTimings(env),
  };
}
