// `npm run test:cluster` (part of `npm test`, after the build): the store past one machine, as
// docs/deploy.md "More than one machine" deploys it. Two store-api processes and two page servers (their
// production bundle) on one throwaway PostgreSQL, behind Debian's nginx running the documented block.
//   1. 100 parallel wrong passwords for one account, spread over both store-api instances: at most
//      LOGIN_FAILURES_PER_ACCOUNT are checked (the others refused by the shared limit).
//   2. A write lock on the orders table held 12 s elsewhere while orders wait for it: product reads
//      through nginx keep a p99 under 100 ms.
//   3. 8,000 mixed requests (pages, reads, sign-ins, orders, payments and their callbacks), with one
//      store-api and one page server killed (SIGKILL) during the run: no order or payment lost or doubled.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startApiProcess, type ApiProcess } from '../../store-api/src/bench/apiProcess';
import { readsUnderHeldLock } from '../../store-api/src/bench/heldLock';
import { compareOrders, createBuyers } from '../../store-api/src/bench/orderLoad';
import { hashPasswordSync } from '../../store-api/src/auth/password';
import { openPgDatabase } from '../../store-api/src/db/database';
import { insertMember } from '../../store-api/src/members/memberQueries';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../store-api/src/security/authRateLimits';
import { firstPackId } from '../../store-api/src/testing/firstPack';
import { APPS, REMOTE_NAMES } from '../../shell/server/appPorts.mjs';
import { createStaticHost } from '../../shell/server/staticHost';
import { freePort } from '../freePort';
import { startThrowawayCluster } from '../postgres/throwawayCluster';
import { startPageServer, type RunningPageServer } from '../serve/pageServerProcess';
import { documentedClusterConfig } from './documentedConfig';
import { startNginx } from './nginx';
import { runClusterLoad } from './clusterLoad';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const MIXED_REQUESTS = 8_000;
/** Shoppers at once in the mixed load (each has at most one unpaid order at a time). */
const SHOPPERS = 20;
const WRONG_PASSWORDS = 100;
const LOCK_HOLD_MS = 12_000;
/** Seconds of reads while the lock is held: well inside the hold. */
const LOCKED_READ_SECONDS = 10;
const LOCKED_READS_P99_MS = 100;
const PRODUCT_ID = 1;
/** Fractions of the mixed load after which a store-api, then a page server, is killed. */
const KILL_API_AT = 0.35;
const KILL_PAGES_AT = 0.55;
const FLOOD_EMAIL = 'flood@topup.test';

interface Check {
  name: string;
  figure: string;
  ok: boolean;
}

/** A payment provider's API, as store-api's HTTP adapter calls it: every session it opens is new. */
async function startPaymentProvider(): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      next += 1;
      response.writeHead(request.url === '/sessions' ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ id: `cluster-${String(next)}`, checkoutUrl: 'https://pay.example/checkout' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** How many answers of `route` an instance's /metrics counts, by status. */
async function answersOf(api: ApiProcess, route: string): Promise<number> {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_requests_total{') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

async function wrongPasswords(origin: string, apis: ApiProcess[]): Promise<Check[]> {
  const route = '/sso/email/login';
  const before = await Promise.all(apis.map((api) => answersOf(api, route)));
  const statuses = await Promise.all(
    Array.from({ length: WRONG_PASSWORDS }, async (_, attempt) => {
      const response = await fetch(`${origin}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: FLOOD_EMAIL, password: `Wrong${String(attempt)}!` }),
      });
      return response.status;
    }),
  );
  const after = await Promise.all(apis.map((api) => answersOf(api, route)));
  const perInstance = after.map((count, index) => count - (before[index] ?? 0));
  const checked = statuses.filter((status) => status === 400).length;
  return [
    {
      name: `${String(WRONG_PASSWORDS)} parallel wrong passwords, both instances answering`,
      figure: `per instance ${perInstance.join(' + ')}`,
      ok: perInstance.every((count) => count > 0),
    },
    {
      name: `at most ${String(LOGIN_FAILURES_PER_ACCOUNT)} checked, the rest refused`,
      figure: `${String(checked)} checked, ${String(statuses.filter((status) => status === 429).length)} refused, others ${String(statuses.filter((status) => status !== 400 && status !== 429).length)}`,
      ok:
        checked > 0 && checked <= LOGIN_FAILURES_PER_ACCOUNT && statuses.every((s) => s === 400 || s === 429),
    },
  ];
}

async function lockedReads(
  origin: string,
  databaseUrl: string,
  token: string,
  skuId: number,
): Promise<Check[]> {
  const reads = await readsUnderHeldLock({
    base: `${origin}/api`,
    token,
    skuId,
    dbFile: '',
    databaseUrl,
    holdMs: LOCK_HOLD_MS,
    seconds: LOCKED_READ_SECONDS,
  });
  return [
    {
      name: `product reads while a write lock is held ${String(LOCK_HOLD_MS / 1000)} s: p99 under ${String(LOCKED_READS_P99_MS)} ms`,
      figure: `p50 ${String(reads.latency.p50)} ms, p99 ${String(reads.latency.p99)} ms, max ${String(reads.latency.max)} ms, ${String(reads.requests.total)} reads, ${String(reads.non2xx)} non-2xx`,
      ok: reads.latency.p99 < LOCKED_READS_P99_MS && reads.non2xx === 0 && reads.requests.total > 0,
    },
  ];
}

async function main(): Promise<number> {
  const stops: Array<() => Promise<void> | void> = [];
  const checks: Check[] = [];
  const samples: string[] = [];
  try {
    const cluster = await startThrowawayCluster();
    stops.push(() => cluster.stop());
    const databaseUrl = await cluster.createDatabase('store');
    const provider = await startPaymentProvider();
    stops.push(() => provider.close());
    const callbackSecret = randomBytes(24).toString('hex');
    const providerEnv = {
      PAYMENT_API_URL: provider.url,
      PAYMENT_API_KEY: 'cluster',
      PAYMENT_CALLBACK_SECRET: callbackSecret,
    };
    // One after the other: the first migrates and seeds the empty database.
    const apis: ApiProcess[] = [];
    for (let index = 0; index < 2; index += 1) {
      const api = await startApiProcess('', {}, databaseUrl, providerEnv);
      apis.push(api);
      stops.push(() => api.close().catch(() => undefined));
    }

    const db = await openPgDatabase(databaseUrl);
    const buyers = await createBuyers(db, SHOPPERS);
    await insertMember(db, {
      email: FLOOD_EMAIL,
      phone: '',
      nickname: 'Flood',
      passwordHash: hashPasswordSync('Right1234!'),
    });
    const skuId = await firstPackId(db, PRODUCT_ID);
    await db.close();

    // The remotes' hosts (their server builds for the page servers), then two page servers.
    const serverBuildKey = randomBytes(24).toString('hex');
    const remotePorts: Record<string, string> = {};
    for (const name of REMOTE_NAMES) {
      const host: FastifyInstance = await createStaticHost({
        name,
        root: path.join(ROOT, APPS[name].folder, 'dist'),
        cors: true,
        serverBuildKey,
      });
      await host.listen({ port: 0, host: '127.0.0.1' });
      stops.push(() => host.close());
      remotePorts[APPS[name].envVar] = String((host.server.address() as { port: number }).port);
    }
    const nginxPort = await freePort();
    const origin = `http://127.0.0.1:${String(nginxPort)}`;
    const pageServers: RunningPageServer[] = [];
    const pagePorts: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const server = await startPageServer({
        ...process.env,
        ...remotePorts,
        HOST: '127.0.0.1',
        SHELL_PORT: String(port),
        PUBLIC_ORIGIN: origin,
        STORE_API_URL: `${origin}/api`,
        SERVER_BUILD_KEY: serverBuildKey,
        STORE_SANDBOXES: 'off',
        LOG_LEVEL: 'warn',
      });
      pageServers.push(server);
      pagePorts.push(port);
      stops.push(() => server.close());
    }
    const nginx = await startNginx(
      documentedClusterConfig({
        storeApis: apis.map((api) => new URL(api.url).host),
        pageServers: pagePorts.map((port) => `127.0.0.1:${String(port)}`),
        port: nginxPort,
      }),
      nginxPort,
    );
    stops.push(() => nginx.stop());

    checks.push(...(await wrongPasswords(origin, apis)));
    checks.push(...(await lockedReads(origin, databaseUrl, buyers[0]?.token ?? '', skuId)));

    let apiKilled = false;
    let pagesKilled = false;
    const load = await runClusterLoad({
      origin,
      buyers,
      skuId,
      amount: MIXED_REQUESTS,
      callbackSecret,
      onProgress: (answered) => {
        if (!apiKilled && answered >= MIXED_REQUESTS * KILL_API_AT) {
          apiKilled = true;
          apis[0]?.kill();
        }
        if (!pagesKilled && answered >= MIXED_REQUESTS * KILL_PAGES_AT) {
          pagesKilled = true;
          pageServers[0]?.kill();
        }
      },
    });

    samples.push(...load.serverErrorSamples);
    const check = await openPgDatabase(databaseUrl);
    try {
      const orders = await compareOrders(check, buyers, load.created);
      const sessions = load.paid.map((payment) => payment.sessionId);
      const callbacks = (await check.all(
        "SELECT session_id AS sessionId, COUNT(*) AS count FROM payment_callbacks WHERE outcome = 'success' GROUP BY session_id",
      )) as { sessionId: string; count: number }[];
      const paidOrders = new Set(
        ((await check.all('SELECT id FROM orders WHERE pay_time IS NOT NULL')) as { id: number }[]).map(
          (row) => row.id,
        ),
      );
      const recorded = new Set(callbacks.map((row) => row.sessionId));
      const lostPayments = load.paid.filter(
        (payment) => !recorded.has(payment.sessionId) || !paidOrders.has(payment.orderId),
      );
      const doubledPayments = callbacks.filter((row) => Number(row.count) > 1);
      const inFlight = 2 * SHOPPERS; // what the two killed processes can have had in hand
      checks.push(
        {
          name: `${String(MIXED_REQUESTS)} mixed requests through nginx, one store-api and one page server killed`,
          figure: `${String(load.requests)} answered, statuses ${JSON.stringify(load.statuses)}, ${String(load.errors)} errors, ${String(load.serverErrors)} 5xx, ${String(load.pageFailures)} pages not served, ${String(load.malformed)} malformed`,
          ok:
            apiKilled &&
            pagesKilled &&
            load.requests >= MIXED_REQUESTS &&
            load.malformed === 0 &&
            load.errors + load.serverErrors + load.pageFailures <= inFlight,
        },
        {
          name: 'no order lost, doubled or changed',
          figure: `${String(load.created.length)} created, ${String(orders.ordersInDatabase)} in the database; lost ${String(orders.lost.length)}, doubled ${String(orders.duplicates.length)}, amount changed ${String(orders.mismatched.length)}, unreported ${String(orders.unexpected.length)}`,
          ok:
            load.created.length > 0 &&
            orders.lost.length === 0 &&
            orders.duplicates.length === 0 &&
            orders.mismatched.length === 0 &&
            orders.unexpected.length <= inFlight,
        },
        {
          name: 'no payment lost or doubled, no callback applied twice',
          figure: `${String(sessions.length)} accepted, lost ${String(lostPayments.length)}, doubled ${String(doubledPayments.length)}, replays accepted ${String(load.replaysAccepted)}`,
          ok:
            sessions.length > 0 &&
            lostPayments.length === 0 &&
            doubledPayments.length === 0 &&
            load.replaysAccepted === 0,
        },
      );
    } finally {
      await check.close();
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
  for (const sample of samples) console.log(`5xx: ${sample}`);
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.figure}`);
  return checks.length > 0 && checks.every((check) => check.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
