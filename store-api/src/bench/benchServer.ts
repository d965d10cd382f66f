// Worker thread of the benchmark: the store API on port 0 with its own temporary seeded database, so the
// load generator in the main thread does not share an event loop with the server it measures.
import { parentPort, workerData } from 'node:worker_threads';
import { startStoreApi } from '../server';

const { dbFile, databaseUrl } = workerData as { dbFile: string; databaseUrl?: string };

startStoreApi({
  port: 0,
  dbFile,
  ...(databaseUrl ? { databaseUrl } : {}),
  blockedCountries: [],
  sandboxes: false,
}).then(
  (api) => {
    parentPort?.postMessage({ url: api.url });
    parentPort?.on('message', (message: unknown) => {
      if (message === 'close') void api.close().then(() => parentPort?.postMessage({ closed: true }));
    });
  },
  (error: unknown) => {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  },
);
