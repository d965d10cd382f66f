// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- store-api keeps the only autocannon types (ambient, no runtime module to import)
/// <reference path="../../store-api/src/bench/autocannon.d.ts" />
// store-api under load: resident memory of the serving process after a load run on the hot calls,
// and the figures of `npm run bench:api` (which runs its own API on a temporary database).
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../budgets/buildOutput';
import { LOAD_SECONDS, PORTS } from './benchConfig';
import { startThrowawayCluster } from '../postgres/throwawayCluster';
import { residentMb, runTimed, startStoreApiAlone } from './processes';

export interface LoadResults {
  /** store-api in its own process, as deployed (`npm start -w store-api`): before and after its load run. */
  rssBeforeMb: number | null;
  rssAfterMb: number | null;
  requestsPerSecond: number;
  seconds: number;
  /** The `npm start` process (store-api + the five static hosts + the proxy) after the same load. */
  serveRssAfterMb?: number | null;
}

/** The hot calls, for LOAD_SECONDS, at the store-api listening on `port`. */
function loadRun(port: number, token: string) {
  const url = `http://127.0.0.1:${String(port)}`;
  return autocannon({
    url,
    connections: 10,
    duration: LOAD_SECONDS,
    requests: [
      { method: 'GET', path: '/hpms/product/1' },
      { method: 'GET', path: '/hpms/product/index/v2' },
      { method: 'GET', path: '/homs/order?status=0&pageSize=5', headers: { authorization: token } },
      { method: 'GET', path: '/public/blog/article/how-to-top-up-mobile-legends' },
    ],
  });
}

/**
 * The target is store-api's resident memory under load: measured on store-api alone, started
 * the way it is deployed, on its own port and database. The combined `npm start` process (whose
 * store-api the token belongs to) gets the same load for the informative second figure.
 */
export async function runLoad(servePid: number, token: string): Promise<LoadResults> {
  const alone = await startStoreApiAlone();
  try {
    const aloneToken = await alone.token();
    const rssBeforeMb = residentMb(alone.pid);
    const result = await loadRun(alone.port, aloneToken);
    const rssAfterMb = residentMb(alone.pid);
    await loadRun(PORTS.STORE_API_PORT, token);
    return {
      rssBeforeMb,
      rssAfterMb,
      requestsPerSecond: Math.round(result.requests.average),
      seconds: LOAD_SECONDS,
      serveRssAfterMb: residentMb(servePid),
    };
  } finally {
    await alone.stop();
  }
}

export interface ApiBenchRow {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Runs `npm run bench:api` (its own process) and reads what it wrote. */
export async function runApiBench(): Promise<ApiBenchRow[]> {
  await runTimed('npm', ['run', 'bench:api'], ROOT);
  const file = path.join(ROOT, 'store-api', 'bench', 'results.json');
  const written = JSON.parse(fs.readFileSync(file, 'utf8')) as { results: ApiBenchRow[] };
  return written.results;
}

/** `npm run bench:api` again with store-api on PostgreSQL: a throwaway cluster's empty database. */
export async function runApiBenchOnPostgres(): Promise<ApiBenchRow[]> {
  const cluster = await startThrowawayCluster();
  try {
    const url = await cluster.createDatabase('store_bench');
    await runTimed('npm', ['run', 'bench:api'], ROOT, true, { DATABASE_URL: url });
  } finally {
    cluster.stop();
  }
  const file = path.join(ROOT, 'store-api', 'bench', 'results-postgres.json');
  const written = JSON.parse(fs.readFileSync(file, 'utf8')) as { results: ApiBenchRow[] };
  return written.results;
}
