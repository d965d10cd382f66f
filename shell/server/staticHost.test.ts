/**
 * @jest-environment node
 */
// The shell's host in front of store-api: the proxy names the shopper's own address to store-api,
// whatever X-Forwarded-For the browser sent (store-api counts sign-in limits per address).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { createPageServer } from './pageServer';
import { shellOriginsFrom } from './shellOrigins';
import { createStaticHost } from './staticHost';

let root: string;
let upstream: http.Server;
let host: FastifyInstance;
const seen: http.IncomingHttpHeaders[] = [];
const metrics = new Registry();

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'main.0123abcd.js'), 'main()');
  writeFileSync(path.join(root, 'main.0123abcd.js.br'), 'brotli');
  upstream = http.createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end('{"code":200,"message":"OK","data":null}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  host = await createStaticHost({
    name: 'shell',
    root,
    proxy: { upstream: `http://127.0.0.1:${port}`, apiPrefix: '/api', mediaPrefix: '/media' },
    metrics,
  });
});

afterAll(async () => {
  await host.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

test.each(['/api/sso/email/login', '/media/banner.png'])(
  '%s reaches store-api with the shopper’s address, not the one the browser claims',
  async (url) => {
    seen.length = 0;
    const answer = await host.inject({
      method: 'GET',
      url,
      remoteAddress: '203.0.113.20',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(answer.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.['x-forwarded-for']).toBe('203.0.113.20');
  },
);

describe('request ids', () => {
  it('makes one, echoes it and sends it on to store-api', async () => {
    seen.length = 0;
    const answer = await host.inject({ url: '/api/hms/currency/v2' });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]?.['x-request-id']).toBe(id);
  });

  it("carries a load balancer's id through", async () => {
    seen.length = 0;
    const answer = await host.inject({ url: '/api/hms/currency/v2', headers: { 'x-request-id': 'lb-42' } });
    expect(answer.headers['x-request-id']).toBe('lb-42');
    expect(seen[0]?.['x-request-id']).toBe('lb-42');
  });
});

describe('metrics', () => {
  it("never passes store-api's metrics to the public origin, however the path is spelt", async () => {
    seen.length = 0;
    for (const url of [
      '/api/metrics',
      '/api/metrics/',
      '/api//metrics',
      '/api/%6detrics',
      '/api/metrics?x=1',
    ]) {
      expect((await host.inject({ url })).statusCode).toBe(404);
    }
    expect(seen).toEqual([]);
    expect((await host.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts the requests it serves, by route and status', async () => {
    const count = async () => {
      const line = (await metrics.metrics())
        .split('\n')
        .find((candidate) =>
          candidate.startsWith('http_requests_total{method="GET",route="/api/*",status="200"}'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    const before = await count();
    await host.inject({ url: '/api/hms/currency/v2' });
    await host.inject({ url: '/api/sso/email/login' });
    expect((await count()) - before).toBe(2);
    expect(await metrics.metrics()).toContain('http_request_duration_seconds_bucket');
  });
});

test('a hashed file keeps its cache rule when its pre-compressed copy is sent', async () => {
  for (const encoding of ['br', 'identity']) {
    const answer = await host.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': encoding } });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

describe('store-api down', () => {
  let down: FastifyInstance;
  let closedPort: number;

  beforeAll(async () => {
    // A port that was just free: nothing answers there.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // The page server as serve.ts starts it, with nothing answering at store-api's address.
    down = await createPageServer({
      shellDist: root,
      remotePorts: { storefront: 1, account: 2, checkout: 3, content: 4 },
      origins: shellOriginsFrom({}, 3000),
      upstream: `http://127.0.0.1:${closedPort}`,
      serverBuildKey: 'k'.repeat(64),
      render: true,
      hints: true,
      sandboxes: true,
    });
  });

  afterAll(() => down.close());

  test.each(['/api/health', '/api/homs/order?pageNum=1', '/media/banner.png'])(
    '%s answers 502 in the API’s envelope, naming no internal address',
    async (url) => {
      const answer = await down.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(502);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({
        code: 502,
        message: 'The store is not reachable right now. Please try again in a moment.',
        data: null,
      });
      expect(answer.body).not.toContain(String(closedPort));
      expect(answer.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|connect/i);
    },
  );

  test('answers a sign-in in Chinese when the shopper reads Chinese (over a real connection)', async () => {
    // Injected requests with a body never settle when the proxy fails: this one goes over HTTP.
    await down.listen({ port: 0, host: '127.0.0.1' });
    const { port } = down.server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/api/sso/email/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-TW,zh;q=0.9' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      code: 502,
      message: '目前無法連線至商店，請稍後再試。',
      data: null,
    });
  });

  test.each(['/', '/top-up/mobile-legends', '/classify', '/blog'])(
    'the page %s still answers, for the browser to render',
    async (url) => {
      const answer = await down.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<title>TopUp Store: game and live-streaming top-ups</title>');
    },
  );
});

describe('HTTPS', () => {
  const page = (remoteAddress: string, headers: Record<string, string> = {}) =>
    host.inject({ method: 'GET', url: '/', remoteAddress, headers });

  test('a request a proxy on this machine says came over HTTPS is told to keep to HTTPS', async () => {
    const answer = await page('127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  test('a plain HTTP request, or a stranger claiming HTTPS, is not', async () => {
    expect((await page('127.0.0.1')).headers).not.toHaveProperty('strict-transport-security');
    const claimed = await page('203.0.113.20', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe("the shell's pages", () => {
  let pages: FastifyInstance;
  let personal = false;

  beforeAll(async () => {
    pages = await createStaticHost({
      name: 'shell',
      root,
      spaFallback: true,
      pages: async () => ({ status: 200, html: '<div id="root">rendered</div>', personal, rendered: true }),
    });
  });

  afterAll(() => pages.close());

  const page = () => pages.inject({ method: 'GET', url: '/user', headers: { accept: 'text/html' } });

  test('are asked for afresh, and vary with the cookies that choose how they are rendered', async () => {
    personal = false;
    const answer = await page();
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('accept-encoding, cookie');
  });

  test("a member's rendered page is kept by no cache", async () => {
    personal = true;
    expect((await page()).headers['cache-control']).toBe('private, no-store');
  });
});
