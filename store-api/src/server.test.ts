import fs from 'node:fs';
import path from 'node:path';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './db/seed/demoMember';
import { startStoreApi } from './server';
import { makeTempDir, removeTempDir } from './testing/testStore';

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => removeTempDir(dir));

describe('startStoreApi', () => {
  it('listens on a real port, answers HTTP and closes', async () => {
    const dbFile = path.join(dir, 'data', 'store.db');
    const api = await startStoreApi({ port: 0, dbFile, sandboxes: false });
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(fs.existsSync(dbFile)).toBe(true);
      const health = await fetch(`${api.url}/health`);
      expect(await health.json()).toEqual({ code: 200, message: 'success', data: { status: 'ok' } });

      const login = await fetch(`${api.url}/sso/email/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      await api.close();
      await api.close(); // a second close is harmless
    }
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  });

  it('rejects (and releases the database) when the port is taken', async () => {
    const first = await startStoreApi({ port: 0, dbFile: path.join(dir, 'a.db'), sandboxes: false });
    try {
      const port = Number(new URL(first.url).port);
      await expect(startStoreApi({ port, dbFile: path.join(dir, 'b.db'), sandboxes: false })).rejects.toThrow(
        /EADDRINUSE/,
      );
      // The failed start closed its database, so the file can be removed and reopened.
      const retry = await startStoreApi({ port: 0, dbFile: path.join(dir, 'b.db'), sandboxes: false });
      await retry.close();
    } finally {
      await first.close();
    }
  });
});
