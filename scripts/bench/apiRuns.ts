// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- store-api keeps the only autocannon types (ambient, no runtime module to import)
/// <reference path="../../store-api/src/bench/autocannon.d.ts" />
// store-api under load: resident memory of the serving process after a load run on the hot calls,
// and the figures of `npm run bench:api` (which runs its own API on a temporary database).
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../budgets/buildOutput';
import { LOAD_SECONDS, PORTS } from './benchConfig';
import { residentMb, runTimed } from './processes';

export interface LoadResults {
  /** Resident memory of the serve process (store-api + the five static hosts) before and after. */
  rssBeforeMb: number | null;
  rssAfterMb: number | null;
  requestsPerSecond: number;
  seconds: number;
}

export async function runLoad(pid: number, token: string): Promise<LoadResults> {
  const rssBeforeMb = residentMb(pid);
  const url = `http://127.0.0.1:${String(PORTS.STORE_API_PORT)}`;
  const result = await autocannon({
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
  return {
    rssBeforeMb,
    rssAfterMb: residentMb(pid),
    requestsPerSecond: Math.round(result.requests.average),
    seconds: LOAD_SECONDS,
  };
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
