// Helpers shared by the test files (not itself a test: jest only runs *.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/database';
import type { Envelope } from '../http/envelope';
import { openTestDatabase } from './testDatabase';

/** A fresh folder under the OS temp dir; remove it with removeTempDir. */
export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-test-'));
}

export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export interface TestStore {
  app: FastifyInstance;
  db: Database;
  /** The SQLite file (SQLite only). */
  dbFile: string;
  /** The database's URL (PostgreSQL only). */
  dbUrl: string;
  /** Another connection to the same database, as another store-api process has. */
  connectAgain(): Promise<Database>;
  close(): Promise<void>;
}

/**
 * The app on its own seeded database (testDatabase.ts); close() deletes everything. Sandboxes are on,
 * as in the demo, unless the options say `sandboxes: false` (production). The background steps are off
 * unless asked for: a test runs a step itself, at the time it chooses.
 */
export async function openTestStore(options: BuildAppOptions = {}): Promise<TestStore> {
  const dir = makeTempDir();
  const { db, dbFile, url, connectAgain, drop } = await openTestDatabase(dir);
  const app = buildApp(db, { sandboxes: true, backgroundSteps: false, ...options });
  await app.ready();
  return {
    app,
    db,
    dbFile,
    dbUrl: url,
    connectAgain,
    async close() {
      await app.close();
      await drop();
      removeTempDir(dir);
    },
  };
}

/** The parsed envelope of a response, typed for the assertions that follow. */
export function envelopeOf<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

/** Logs in through the real endpoint and returns the bearer token. */
export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/sso/email/login',
    payload: { email, password },
  });
  const envelope = envelopeOf<{ token: string }>(response);
  if (envelope.code !== 200) throw new Error(`Login failed for ${email}: ${envelope.message}`);
  return envelope.data.token;
}

export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });
