// A write lock held elsewhere for a while: what a long migration, a backup or another process's slow
// transaction does to store-api. For the measurements of reads going on meanwhile.
import { Worker } from 'node:worker_threads';
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
