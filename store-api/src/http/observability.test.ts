// What an operator sees of store-api: GET /metrics in Prometheus' format, whose counters move with the
// requests served, and one request id per request, taken from X-Request-Id or made, echoed in the answer.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { makeTempDir, removeTempDir } from '../testing/testStore';
import { HttpError } from './httpError';

let dir: string;
let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  dir = makeTempDir();
  db = await openDatabase(path.join(dir, 'store.db'));
  app = buildApp(db, { backgroundSteps: false });
  // A route that fails as a bug would, to see the error counter move.
  app.get('/test/broken', async () => {
    throw new Error('broken on purpose');
  });
  app.get('/test/refused', async () => {
    throw new HttpError(503, 'Not now.');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDir(dir);
});

const metrics = async (): Promise<string> => {
  const response = await app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
};

/** The value of one sample line, 0 when the series has none yet. */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('counts requests by route and status, times them, and counts server errors', async () => {
    const health = 'http_requests_total{method="GET",route="/health",status="200"}';
    const before = await metrics();
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    await app.inject({ url: '/no/such/thing/12345' });
    expect((await app.inject({ url: '/test/broken' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/test/refused' })).statusCode).toBe(503);
    const after = await metrics();
    expect(sample(after, health) - sample(before, health)).toBe(2);
    // Routes, never raw addresses: an unknown address is counted as unmatched.
    expect(sample(after, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(after).not.toContain('/no/such/thing');
    expect(
      sample(after, 'http_request_duration_seconds_count{method="GET",route="/health",status="200"}') -
        sample(before, 'http_request_duration_seconds_count{method="GET",route="/health",status="200"}'),
    ).toBe(2);
    expect(sample(after, 'http_request_errors_total{method="GET",route="/test/broken"}')).toBe(1);
    expect(sample(after, 'http_request_errors_total{method="GET",route="/test/refused"}')).toBe(1);
  });

  it("reports the hashing queue's gauges", async () => {
    const text = await metrics();
    expect(sample(text, 'password_hashes_running')).toBe(0);
    expect(sample(text, 'password_hashes_waiting')).toBe(0);
  });
});

describe('request ids', () => {
  it('echoes the id the page server sent', async () => {
    const response = await app.inject({ url: '/health', headers: { 'x-request-id': 'page-7f3a.1' } });
    expect(response.headers['x-request-id']).toBe('page-7f3a.1');
  });

  it('makes one when none or no sane one is sent, refusals included', async () => {
    const none = await app.inject({ url: '/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await app.inject({ url: '/health', headers: { 'x-request-id': 'a b <script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await app.inject({ method: 'POST', url: '/sso/email/login', payload: { email: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
