import { makeTempDir, removeTempDir } from '../testing/testStore';
import { openTestDatabase, TEST_DATABASE } from '../testing/testDatabase';
import { loadHeld } from './loadCli';
import { runOrderLoad, type OrderLoadOptions, type OrderLoadReport } from './orderLoad';

/** A jest guard for a few hundred requests on a shared 2-core machine, not a speed requirement. */
const LOAD_TEST_TIMEOUT_MS = 120_000;

/** Both processes must start (tsx compiles on the fly) before their share of the load. */
const TWO_PROCESS_TIMEOUT_MS = 240_000;

/** The load on a database of its own: a new SQLite file, or a new database on the test's PostgreSQL server. */
async function loadRun(options: OrderLoadOptions): Promise<OrderLoadReport> {
  if (TEST_DATABASE === 'sqlite') return runOrderLoad(options);
  const dir = makeTempDir();
  const database = await openTestDatabase(dir);
  try {
    await database.db.close();
    return await runOrderLoad({ ...options, databaseUrl: database.url });
  } finally {
    await database.drop();
    removeTempDir(dir);
  }
}

/** After SIGKILL, one process's share fails fast (refused connections); the rest runs to its end. */
const KILL_AFTER_MS = 200;

describe('store-api under a short bounded load', () => {
  it(
    'loses and duplicates no order and answers every request with a well-formed envelope',
    async () => {
      const report = await loadRun({ connections: 4, amount: 400 });
      expect(report.requests).toBeGreaterThanOrEqual(400);
      expect(report.ordersCreated).toBeGreaterThan(0);
      expect(report.lost).toEqual([]);
      expect(report.unexpected).toEqual([]);
      expect(report.duplicates).toEqual([]);
      expect(report.mismatched).toEqual([]);
      expect(report.ordersInDatabase).toBe(report.ordersCreated);
      expect(report.malformed).toBe(0);
      expect(report.errors).toBe(0);
      expect(report.non2xx).toBe(0);
      expect(loadHeld(report)).toBe(true);
    },
    LOAD_TEST_TIMEOUT_MS,
  );

  it(
    'serves it from two processes on one database with no error, order lost or duplicated',
    async () => {
      const report = await loadRun({ connections: 4, amount: 600, processes: 2 });
      expect(report.processes).toBe(2);
      expect(report.requests).toBeGreaterThanOrEqual(600);
      expect(report.ordersCreated).toBeGreaterThan(0);
      expect(report.ordersInDatabase).toBe(report.ordersCreated);
      expect(report.duplicates).toEqual([]);
      expect(report.lost).toEqual([]);
      expect(report.unexpected).toEqual([]);
      expect(report.malformed).toBe(0);
      expect(report.errors).toBe(0);
      expect(report.non2xx).toBe(0);
    },
    TWO_PROCESS_TIMEOUT_MS,
  );

  it(
    'loses and doubles no order when one of two processes is killed (SIGKILL) during the load',
    async () => {
      const report = await loadRun({
        connections: 4,
        amount: 1200,
        processes: 2,
        killOneAfterMs: KILL_AFTER_MS,
      });
      expect(report.killed).toBe(true);
      // The killed process's share failed from then on: the kill landed during the load.
      expect(report.errors).toBeGreaterThan(0);
      expect(report.ordersCreated).toBeGreaterThan(0);
      // Every order an answer reported is in the database once, with its amount; an order whose answer
      // the killed process never sent is in the database too, unreported, and no more than once.
      expect(report.lost).toEqual([]);
      expect(report.duplicates).toEqual([]);
      expect(report.mismatched).toEqual([]);
      expect(report.ordersInDatabase).toBe(report.ordersCreated + report.unexpected.length);
      expect(report.malformed).toBe(0);
    },
    TWO_PROCESS_TIMEOUT_MS,
  );
});
