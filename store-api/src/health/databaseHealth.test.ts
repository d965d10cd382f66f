// /health tells the truth about the database: a file the store cannot write or one that fails SQLite's
// quick integrity check at start is reported not ready (503 in the envelope), never healthy.
import fs from 'node:fs';
import path from 'node:path';
import { startApiProcess } from '../bench/apiProcess';
import { openDatabase } from '../db/database';
import { startStoreApi } from '../server';
import { makeTempDir, removeTempDir } from '../testing/testStore';

/** SQLite's page size for the store file (the default). */
const PAGE_SIZE = 4096;
/** The conventional uid and gid of "nobody" on Linux: a user who may read but not write the file. */
const NOBODY = 65534;
/** Starting a store-api child process compiles TypeScript on the fly. */
const CHILD_TIMEOUT_MS = 60_000;

let dir: string;
let dbFile: string;
beforeEach(async () => {
  dir = makeTempDir();
  dbFile = path.join(dir, 'store.db');
  // A seeded store, checkpointed so the whole database is in the main file.
  const db = await openDatabase(dbFile);
  db.raw.pragma('wal_checkpoint(TRUNCATE)');
  await db.close();
});
afterEach(() => removeTempDir(dir));

interface HealthEnvelope {
  code: number;
  message: string;
  data: { status: string } | null;
}

async function healthOf(url: string): Promise<{ status: number; body: HealthEnvelope }> {
  const response = await fetch(`${url}/health`);
  return { status: response.status, body: (await response.json()) as HealthEnvelope };
}

/** Overwrites one page of the file with bytes that are no b-tree page. */
function corruptPage(file: string, page: number): void {
  const handle = fs.openSync(file, 'r+');
  try {
    fs.writeSync(handle, Buffer.alloc(PAGE_SIZE, 0xa5), 0, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  } finally {
    fs.closeSync(handle);
  }
}

describe('GET /health', () => {
  it('reports ready for a sound, writable file', async () => {
    const api = await startStoreApi({ port: 0, dbFile, sandboxes: false });
    try {
      expect(await healthOf(api.url)).toEqual({
        status: 200,
        body: { code: 200, message: 'success', data: { status: 'ok' } },
      });
    } finally {
      await api.close();
    }
  });

  it('reports not ready when a page of the file is corrupted', async () => {
    const pages = fs.statSync(dbFile).size / PAGE_SIZE;
    corruptPage(dbFile, Math.floor(pages / 2));
    const api = await startStoreApi({ port: 0, dbFile, sandboxes: false });
    try {
      const health = await healthOf(api.url);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ code: 503, data: { status: 'not ready' } });
      expect(health.body.message).toMatch(/integrity check/);
      // The message names the problem, not the server's paths.
      expect(health.body.message).not.toContain(dir);
    } finally {
      await api.close();
    }
  });

  it('reports not ready when the file is not a database at all', async () => {
    corruptPage(dbFile, 1);
    const api = await startStoreApi({ port: 0, dbFile, sandboxes: false });
    try {
      const health = await healthOf(api.url);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ code: 503, data: { status: 'not ready' } });
      // Nothing else is served from a file that cannot be opened.
      const products = await fetch(`${api.url}/hpms/product/1`);
      expect(products.status).toBe(503);
      expect(((await products.json()) as HealthEnvelope).code).toBe(503);
    } finally {
      await api.close();
    }
  });

  it(
    'reports not ready when the file is read-only',
    async () => {
      fs.chmodSync(dbFile, 0o444);
      // Root may write any file: the store then runs as a user who may not.
      fs.chmodSync(dir, 0o777);
      const asReader = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};
      const api = await startApiProcess(dbFile, asReader);
      try {
        const health = await healthOf(api.url);
        expect(health.status).toBe(503);
        expect(health.body).toMatchObject({ code: 503, data: { status: 'not ready' } });
        expect(health.body.message).toMatch(/not writable/);
        // Reads still work; a write answers 503 rather than an unexpected 500.
        expect((await fetch(`${api.url}/hpms/product/1`)).status).toBe(200);
        const login = await fetch(`${api.url}/sso/email/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'demo@topup.test', password: 'Demo1234!' }),
        });
        expect(login.status).toBe(503);
      } finally {
        await api.close();
      }
    },
    CHILD_TIMEOUT_MS,
  );
});
