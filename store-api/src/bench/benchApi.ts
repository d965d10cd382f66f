// `npm run bench:api -w store-api`: requests/s and p99 latency of the hot calls, on a temporary database
// file, or on DATABASE_URL's PostgreSQL database (empty, it is seeded; results-postgres.json then).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { createSession } from '../auth/sessions';
import { openDatabase, openPgDatabase } from '../db/database';
import { DEMO_MEMBER_EMAIL } from '../db/seed/demoMember';
import { insertMember } from '../members/memberQueries';

/** Seconds per scenario (the issue asks for about 10). */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
/** Target from the issue, for product detail on a 2-core machine. */
const TARGET = { requestsPerSecond: 5000, p99Ms: 20 };

interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;

function startServer(dbFile: string): Promise<{ url: string; stop(): Promise<void> }> {
  // Workers do not inherit tsx's loader: register it (CommonJS flavour) before loading the TypeScript file.
  const entry = path.join(__dirname, 'benchServer.ts');
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(entry)});`, {
    eval: true,
    workerData: { dbFile, databaseUrl: DATABASE_URL },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: { url?: string; error?: string }) => {
      if (!message.url) {
        reject(new Error(message.error ?? 'Bench server did not start'));
        return;
      }
      resolve({
        url: message.url,
        stop: () =>
          new Promise<void>((done) => {
            worker.once('message', () => void worker.terminate().then(() => done()));
            worker.postMessage('close');
          }),
      });
    });
  });
}

async function run(scenario: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-bench-'));
  const dbFile = path.join(dir, 'store.db');
  // Seed, and give every connection its own member so order creation never meets the unpaid-order limit.
  const db = DATABASE_URL ? await openPgDatabase(DATABASE_URL) : await openDatabase(dbFile);
  const demoId = (
    (await db.one('SELECT id FROM members WHERE email = ?', DEMO_MEMBER_EMAIL)) as { id: number }
  ).id;
  const demoToken = await createSession(db, demoId);
  const buyerTokens = await Promise.all(
    Array.from({ length: CONNECTIONS * 2 }, async (_, index) =>
      createSession(
        db,
        await insertMember(db, {
          email: `bench${String(index)}@topup.test`,
          phone: '',
          nickname: 'Bench',
          passwordHash: 'x',
        }),
      ),
    ),
  );
  const skuId = (
    (await db.one("SELECT id FROM denominations WHERE product_id = 1 AND name = '86 Diamonds'")) as {
      id: number;
    }
  ).id;
  await db.close();

  const server = await startServer(dbFile);
  const rows: Row[] = [];
  try {
    rows.push(await run('product detail  GET /hpms/product/1', { url: `${server.url}/hpms/product/1` }));
    rows.push(
      await run('home index      GET /hpms/product/index/v2', { url: `${server.url}/hpms/product/index/v2` }),
    );
    rows.push(
      await run('order list      GET /homs/order (logged in)', {
        url: `${server.url}/homs/order?status=0&pageSize=5`,
        headers: { authorization: `Bearer ${demoToken}` },
      }),
    );
    let nextBuyer = 0;
    const orderBody = JSON.stringify({
      productId: 1,
      skuId,
      quantity: 1,
      delivery: ['User ID:12345678', 'Zone ID:2001'],
    });
    // Create, then cancel what was created, so each buyer keeps at most one unpaid order.
    rows.push(
      await run('order creation  POST /homs/order/v2 (+ cancel)', {
        url: server.url,
        requests: [
          {
            method: 'POST',
            path: '/homs/order/v2',
            body: orderBody,
            setupRequest: (request, context) => {
              context.token ??= buyerTokens[nextBuyer++ % buyerTokens.length];
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${String(context.token)}`,
                },
              };
            },
            onResponse: (_status, body, context) => {
              context.orderId = (JSON.parse(body) as { data: { id: number } | null }).data?.id;
            },
          },
          {
            method: 'POST',
            setupRequest: (request, context) => ({
              ...request,
              path: `/homs/order/${String(context.orderId)}/cancle`,
              headers: { authorization: `Bearer ${String(context.token)}` },
            }),
          },
        ],
      }),
    );
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  console.table(rows);
  const detail = rows[0];
  const met =
    detail !== undefined &&
    detail.requestsPerSecond >= TARGET.requestsPerSecond &&
    detail.p99Ms <= TARGET.p99Ms;
  console.log(
    `Target for product detail (>= ${String(TARGET.requestsPerSecond)} req/s, p99 <= ${String(TARGET.p99Ms)} ms): ${met ? 'met' : 'NOT met'}`,
  );
  const database = DATABASE_URL ? 'postgres' : 'sqlite';
  const out = path.join(
    __dirname,
    '..',
    '..',
    'bench',
    DATABASE_URL ? 'results-postgres.json' : 'results.json',
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), database, cpus: os.cpus().length, node: process.version, durationSeconds: DURATION_S, connections: CONNECTIONS, target: TARGET, targetMet: met, results: rows }, null, 2)}\n`,
  );
  console.log(`Written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
