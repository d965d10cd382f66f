// Entry of one store-api child process for the benchmarks that need real processes (one database shared
// by two servers, the SQLite file or DATABASE_URL's; a server whose connections are cut): listens on a free loopback port, tells
// its parent the URL as one JSON line on stdout, and closes on SIGTERM.
import { readProviderSettings } from '../providers/providerSettings';
import { startStoreApi } from '../server';

const databaseUrl = process.env.DATABASE_URL?.trim();
// The file is unused on PostgreSQL.
const dbFile = process.argv[2] ?? '';
if (!dbFile && !databaseUrl) throw new Error('usage: apiProcessMain.ts <database file> (or DATABASE_URL)');

startStoreApi({
  port: 0,
  host: '127.0.0.1',
  dbFile,
  ...(databaseUrl ? { databaseUrl } : {}),
  blockedCountries: [],
  sandboxes: false,
  // pino's level on stderr (STORE_API_LOG, e.g. error); silent by default, as a benchmark wants.
  ...(process.env.STORE_API_LOG ? { log: process.env.STORE_API_LOG } : {}),
  // The outside services the environment names, if any (a payment provider for the cluster test).
  providers: readProviderSettings(process.env),
}).then(
  (api) => {
    process.stdout.write(`${JSON.stringify({ url: api.url })}\n`);
    process.once('SIGTERM', () => {
      void api.close().then(() => process.exit(0));
    });
  },
  (error: unknown) => {
    process.stdout.write(
      `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`,
    );
    process.exit(1);
  },
);
