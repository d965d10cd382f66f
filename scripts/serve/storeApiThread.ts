// store-api on a thread of its own beside the page server: the demo runs as one process, as `npm
// start` promises, yet the API's queries and the pages' renders use a core each, as they would on the
// separate machines of docs/deploy.md. The thread runs store-api's own start (store-api/src/server.ts).
import { Worker } from 'node:worker_threads';
import type { RunningStoreApi, StartStoreApiOptions } from '../../store-api/src/server';

/** What the thread says: it listens (at `url`), or it has closed. */
export type StoreApiThreadMessage = { kind: 'listening'; url: string } | { kind: 'closed' };

/** Starts store-api on its thread; rejects with the thread's error when it cannot start. */
export function startStoreApiThread(options: StartStoreApiOptions): Promise<RunningStoreApi> {
  // The entry registers tsx in the thread first: a worker does not inherit the parent's TypeScript loader.
  const worker = new Worker(new URL('./storeApiThreadEntry.mjs', import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    const failed = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
    worker.once('error', failed);
    worker.on('message', (message: StoreApiThreadMessage) => {
      if (message.kind !== 'listening') return;
      worker.off('error', failed);
      let closing: Promise<void> | undefined;
      resolve({
        url: message.url,
        close: () =>
          (closing ??= new Promise<void>((closed) => {
            worker.on('message', (next: StoreApiThreadMessage) => next.kind === 'closed' && closed());
            worker.once('exit', () => closed());
            worker.postMessage('close');
          })),
      });
    });
  });
}
