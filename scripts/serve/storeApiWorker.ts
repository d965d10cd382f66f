// Inside the store-api thread (storeApiThread.ts): starts store-api with the options it was given, says
// where it listens, and closes it (the database too) when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { startStoreApi, type StartStoreApiOptions } from '../../store-api/src/server';
import type { StoreApiThreadMessage } from './storeApiThread';

const port = parentPort;
if (!port) throw new Error('storeApiWorker runs as a worker thread (scripts/serve/storeApiThread.ts)');
const say = (message: StoreApiThreadMessage) => port.postMessage(message);

async function main(thread: NonNullable<typeof parentPort>): Promise<void> {
  const api = await startStoreApi(workerData as StartStoreApiOptions);
  thread.on('message', (message: unknown) => {
    if (message !== 'close') return;
    void api.close().then(() => {
      say({ kind: 'closed' });
      thread.close();
    });
  });
  say({ kind: 'listening', url: api.url });
}

main(port).catch((error: unknown) => {
  // Thrown outside the promise, a failed start ends the thread with its error: the serve script reports it.
  setImmediate(() => {
    throw error;
  });
});
