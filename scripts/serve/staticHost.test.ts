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
import { createStaticHost } from './staticHost';

let root: string;
let upstream: http.Server;
let host: FastifyInstance;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
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
      pageParts: async () => ({ head: '', root: '<div id="root">rendered</div>', personal }),
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
