// Entry of one store-api child process for the benchmarks that need real processes (one database shared
// by two servers, the SQLite file or DATABASE_URL's; a server whose connections are cut): listens on a free loopback port, tells
// its parent the URL as one JSON line on stdout, and closes on SIGTERM.
import { startStoreApi } from '../server';

const dbFile = process.argv[2];
if (!dbFile) throw new Error('usage: apiProcessMain.ts <database file>');

const databaseUrl = process.env.DATABASE_URL?.trim();

startStoreApi({
  port: 0,
  host: '127.0.0.1',
  dbFile,
  ...(databaseUrl ? { databaseUrl } : {}),
  blockedCountries: [],
  sandboxes: false,
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
