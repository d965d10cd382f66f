/**
 * @jest-environment node
 */
// The language redirect on the store's server: a bare address asked for with the stored zh-TW choice is redirected to
// its Chinese address before anything renders; nothing else moves (no cookie, English, a prefixed
// address, a crawler, files and the API).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPageServer } from './pageServer';
import { shellOriginsFrom } from './shellOrigins';

let root: string;
let server: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'language-redirect-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html lang=en><title>shell</title>');
  writeFileSync(path.join(root, 'main.0123abcd.js'), 'main()');
  server = await createPageServer({
    shellDist: root,
    remotePorts: { storefront: 1, account: 2, checkout: 3, content: 4 },
    origins: shellOriginsFrom({}, 3000),
    upstream: 'http://127.0.0.1:9',
    serverBuildKey: 'k'.repeat(64),
    render: false,
    hints: true,
    sandboxes: true,
  });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, extra: Record<string, string> = {}) =>
  server.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}), ...extra },
  });

test.each([
  ['/', '/zh-TW'],
  ['/top-up/mobile-legends?server=asia', '/zh-TW/top-up/mobile-legends?server=asia'],
  ['/blog', '/zh-TW/blog'],
])('%s with the stored zh-TW choice goes to %s, kept by no cache', async (url, target) => {
  const answer = await page(url, 'currency_code=TWD; i18n_redirected=zh-TW');
  expect(answer.statusCode).toBe(302);
  expect(answer.headers.location).toBe(target);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers.vary).toMatch(/cookie/);
});

test.each([
  ['/', undefined],
  ['/', 'i18n_redirected=en'],
  ['/', 'i18n_redirected=fr'],
  ['/zh-TW/blog', 'i18n_redirected=en'],
  ['/en/blog', 'i18n_redirected=zh-TW'],
])('%s with %p is served as asked', async (url, cookie) => {
  const answer = await page(url, cookie);
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toContain('<title>');
});

test('a page sent for the browser to render carries the default title in its own language', async () => {
  expect((await page('/zh-TW/top-up')).body).toContain('<title>TopUp 儲值商城：遊戲與直播儲值</title>');
  expect((await page('/top-up')).body).toContain(
    '<title>TopUp Store: game and live-streaming top-ups</title>',
  );
});

test('a crawler, which keeps no cookie, gets the English page whatever languages it says it reads', async () => {
  const answer = await page('/', undefined, {
    'user-agent': 'Googlebot/2.1',
    'accept-language': 'zh-TW,zh;q=0.9',
  });
  expect(answer.statusCode).toBe(200);
});

test('files and the runtime config are never redirected', async () => {
  const file = await server.inject({
    method: 'GET',
    url: '/main.0123abcd.js',
    headers: { cookie: 'i18n_redirected=zh-TW' },
  });
  expect(file.statusCode).toBe(200);
  const config = await server.inject({
    method: 'GET',
    url: '/runtime-config.json',
    headers: { cookie: 'i18n_redirected=zh-TW' },
  });
  expect(config.statusCode).toBe(200);
});
