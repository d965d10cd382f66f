// `npm run bench`: production build (timed, and each remote alone), then the assembled store on the
// bench ports with a fresh database: Lighthouse, Playwright (shared downloads, jumps, memory, the
// layout shifts of every route on a phone and a wide screen, a long list), a load run on store-api, the
// page server under load (an earlier commit's, then this build's), and `npm run bench:api`. Writes
// bench/results.json and prints a table with the baseline run (bench/baseline.json) beside;
// `--save-baseline` (or BENCH_SAVE_BASELINE=1) makes this run the baseline. BENCH_SKIP_BUILD=1 reuses the
// existing build; BENCH_SKIP=lighthouse,api,api-postgres,... skips steps. Timings depend on the machine's load:
// compare runs made under the same conditions (bench/README.md).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, APPS } from '../../shell/server/appPorts.mjs';
import { ROOT, firstLoadReport } from '../budgets/buildOutput';
import { BASELINE_FILE, DEMO, PORTS, RESULTS_FILE } from './benchConfig';
import type { BenchResults } from './benchTypes';
import { demoToken, runTimed, startStore } from './processes';
import { runLighthouse } from './lighthouseRuns';
import { runBrowser } from './browserRuns';
import { runLayoutShifts } from './layoutShiftRuns';
import { runLongList } from './longListRuns';
import { runApiBench, runApiBenchOnPostgres, runLoad } from './apiRuns';
import { runServer } from './serverRuns';
import { formatTable } from './report';

const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const saveBaseline = process.argv.includes('--save-baseline') || process.env.BENCH_SAVE_BASELINE === '1';
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function step<T>(name: string, results: BenchResults, run: () => Promise<T>): Promise<T | undefined> {
  if (skipped.has(name)) return undefined;
  console.log(`[bench] ${name}...`);
  const started = performance.now();
  try {
    return await run();
  } catch (error) {
    const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`[bench] ${message}`);
    results.errors.push(message);
    return undefined;
  } finally {
    console.log(`[bench] ${name} took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}

async function buildTimes(): Promise<NonNullable<BenchResults['buildTimes']>> {
  const allSeconds = await runTimed('npm', ['run', 'build']);
  const remotesSeconds: Record<string, number> = {};
  for (const remote of REMOTE_NAMES) {
    remotesSeconds[remote] =
      Math.round(
        (await runTimed('npx', ['webpack', '--mode', 'production'], path.join(ROOT, APPS[remote].folder))) *
          10,
      ) / 10;
  }
  return { allSeconds: Math.round(allSeconds * 10) / 10, remotesSeconds };
}

async function main(): Promise<void> {
  const baseline = fs.existsSync(BASELINE_FILE)
    ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as BenchResults)
    : null;
  const results: BenchResults = {
    date: new Date().toISOString(),
    commit: execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    errors: [],
  };
  if (process.env.BENCH_SKIP_BUILD !== '1') results.buildTimes = await step('build', results, buildTimes);
  const report = firstLoadReport();
  results.firstLoad = {
    homeKb: kb(report.home),
    appsKb: {
      shell: kb(report.shell.gzip),
      ...Object.fromEntries(Object.entries(report.remotes).map(([name, remote]) => [name, kb(remote.gzip)])),
    },
  };

  const store = await startStore();
  try {
    const token = await demoToken(DEMO.email, DEMO.password);
    results.lighthouse = await step('lighthouse', results, () => runLighthouse(token));
    results.browser = await step('browser', results, () => runBrowser(token));
    results.layoutShifts = await step('shifts', results, () => runLayoutShifts(token));
    results.longList = await step('list', results, runLongList);
    results.load = await step('load', results, () => runLoad(store.pid, token));
    results.server = await step('server', results, () => runServer(results.commit, PORTS));
    if (results.server?.beforeError) results.errors.push(`server (before): ${results.server.beforeError}`);
  } finally {
    await store.stop();
  }
  results.api = await step('api', results, runApiBench);
  results.apiPostgres = await step('api-postgres', results, runApiBenchOnPostgres);

  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const written = `${JSON.stringify(results, null, 2)}\n`;
  fs.writeFileSync(RESULTS_FILE, written);
  if (saveBaseline) fs.writeFileSync(BASELINE_FILE, written);
  console.log(`\n${formatTable(results, baseline)}\n`);
  console.log(`Load average at start: ${results.machine.loadAverage.map((n) => n.toFixed(2)).join(' ')}`);
  if (results.errors.length) console.log(`Steps that failed:\n  ${results.errors.join('\n  ')}`);
  console.log(`Written to ${path.relative(ROOT, RESULTS_FILE)}`);
  if (saveBaseline) console.log(`Saved as the baseline: ${path.relative(ROOT, BASELINE_FILE)} (commit it)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
