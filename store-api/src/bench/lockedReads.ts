// `npm run bench:locked-reads -w store-api`: product reads while another connection holds a write lock for
// 12 s and orders keep waiting for it. On a temporary database file, or on DATABASE_URL's PostgreSQL
// database (an empty one: it is seeded), where the lock is the orders table's, taken against every writer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { startStoreApi } from '../server';
import { readsUnderHeldLock } from './heldLock';

const HOLD_MS = 12_000;
/** Seconds of reads, well inside the hold. */
const READ_SECONDS = 10;

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-locked-reads-'));
  const dbFile = path.join(dir, 'store.db');
  const api = await startStoreApi({
    port: 0,
    dbFile,
    ...(databaseUrl ? { databaseUrl } : {}),
    sandboxes: false,
    blockedCountries: [],
  });
  try {
    const login = await fetch(`${api.url}/sso/email/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } | null }).data?.token ?? '';
    const reads = await readsUnderHeldLock({
      base: api.url,
      token,
      skuId: 1,
      dbFile,
      databaseUrl,
      holdMs: HOLD_MS,
      seconds: READ_SECONDS,
    });
    console.log(
      JSON.stringify({
        database: databaseUrl ? 'postgres' : 'sqlite',
        lockHeldMs: HOLD_MS,
        readsPerSecond: Math.round(reads.requests.average),
        p50Ms: reads.latency.p50,
        p99Ms: reads.latency.p99,
        maxMs: reads.latency.max,
        non2xx: reads.non2xx,
      }),
    );
  } finally {
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
