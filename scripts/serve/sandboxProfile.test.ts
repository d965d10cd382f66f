/**
 * @jest-environment node
 */
// Through the shell's /api proxy, as the shop's pages reach store-api: with sandboxes off every sandbox
// route answers 404, with them on (the demo) they answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startStoreApi, type RunningStoreApi } from '../../store-api/src/server';
import {
  SANDBOX_ROUTES,
  placeholderFixture,
  sandboxRequest,
} from '../../store-api/src/testing/sandboxRouteList';
import { createStaticHost } from '../../shell/server/staticHost';

let dir: string;
const running: { api: RunningStoreApi; shell: FastifyInstance }[] = [];

async function shellInFrontOf(sandboxes: boolean): Promise<FastifyInstance> {
  const api = await startStoreApi({
    port: 0,
    dbFile: path.join(dir, `store-${String(sandboxes)}.db`),
    sandboxes,
  });
  const shell = await createStaticHost({
    name: 'shell',
    root: dir,
    proxy: { upstream: api.url, apiPrefix: '/api', mediaPrefix: '/media' },
  });
  running.push({ api, shell });
  return shell;
}

let off: FastifyInstance;
let on: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-profile-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  off = await shellInFrontOf(false);
  on = await shellInFrontOf(true);
});

afterAll(async () => {
  for (const { api, shell } of running) {
    await shell.close();
    await api.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

test.each(SANDBOX_ROUTES)('/api%s answers 404 through the proxy when sandboxes are off', async (route) => {
  const request = sandboxRequest(route, placeholderFixture);
  const answer = await off.inject({ ...request, url: `/api${String(request.url)}` });
  expect(answer.statusCode).toBe(404);
});

test.each(['/api/sandbox/outbox', '/api/sandbox/sell', '/api/sandbox/pay/sdk/elements.js'])(
  '%s answers through the proxy when sandboxes are on',
  async (url) => {
    expect((await on.inject({ url })).statusCode).toBe(200);
  },
);
