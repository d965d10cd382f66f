// A write lock held elsewhere for a while: what a long migration, a backup or another process's slow
// transaction does to store-api. For the measurements of reads going on meanwhile.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * Takes a write lock from another connection and lets it go after `holdMs`; resolves once it is held.
 * PostgreSQL: the orders table, against every writer of orders. SQLite: the file's write lock, from a
 * thread of its own (a connection of this thread would share its event loop with the server).
 */
export async function holdWriteLock(
  dbFile: string,
  databaseUrl: string | undefined,
  holdMs: number,
): Promise<() => Promise<void>> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE orders IN EXCLUSIVE MODE');
    const released = new Promise<void>((resolve) =>
      setTimeout(() => void client.query('COMMIT').then(() => client.end().then(resolve)), holdMs),
    );
    return () => released;
  }
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require(workerData.driver);
     const db = new Database(workerData.file);
     db.exec('BEGIN IMMEDIATE');
     db.prepare('UPDATE members SET nickname = nickname WHERE id = 1').run();
     parentPort.postMessage('locked');
     setTimeout(() => { db.exec('COMMIT'); db.close(); parentPort.postMessage('released'); }, workerData.hold);`,
    { eval: true, workerData: { file: dbFile, hold: holdMs, driver: require.resolve('better-sqlite3') } },
  );
  await new Promise((resolve) => worker.once('message', resolve));
  const released = new Promise((resolve) => worker.once('message', resolve));
  return async () => {
    await released;
    await worker.terminate();
  };
}

export interface LockedReadsOptions {
  /** store-api's base URL (its origin, or a proxy's `/api`). */
  base: string;
  /** A member's token: orders keep coming, and wait for the lock, as a shop's would. */
  token: string;
  /** The pack those orders buy (of product 1). */
  skuId: number;
  dbFile: string;
  databaseUrl: string | undefined;
  holdMs: number;
  /** Seconds of reads, well inside the hold. */
  seconds: number;
}

/** Product reads (10 connections) while a write lock is held elsewhere and orders wait for it. */
export async function readsUnderHeldLock(
  options: LockedReadsOptions,
): Promise<Awaited<ReturnType<typeof autocannon>>> {
  const released = await holdWriteLock(options.dbFile, options.databaseUrl, options.holdMs);
  const writes = autocannon({
    url: `${options.base}/homs/order/v2`,
    connections: 2,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          productId: 1,
          skuId: options.skuId,
          quantity: 1,
          delivery: ['User ID:12345678', 'Zone ID:2001'],
        }),
      },
    ],
  });
  const reads = await autocannon({
    url: `${options.base}/hpms/product/1`,
    connections: 10,
    duration: options.seconds,
  });
  await writes;
  await released();
  return reads;
}
