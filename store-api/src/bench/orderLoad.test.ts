import { loadHeld } from './loadCli';
import { runOrderLoad } from './orderLoad';

/** A jest guard for a few hundred requests on a shared 2-core machine, not a speed requirement. */
const LOAD_TEST_TIMEOUT_MS = 120_000;

/** Both processes must start (tsx compiles on the fly) before their share of the load. */
const TWO_PROCESS_TIMEOUT_MS = 240_000;

describe('store-api under a short bounded load', () => {
  it(
    'loses and duplicates no order and answers every request with a well-formed envelope',
    async () => {
      const report = await runOrderLoad({ connections: 4, amount: 400 });
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
    'serves it from two processes on one database file with no error, order lost or duplicated',
    async () => {
      const report = await runOrderLoad({ connections: 4, amount: 600, processes: 2 });
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
});
