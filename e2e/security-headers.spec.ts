// Security headers of every server and a Content-Security-Policy the store itself never violates.
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';
import { demo } from './support/demo';
import { REMOTE_ORIGINS } from './support/remotes';
import { watchCsp } from './support/security';
import { logIn, startLoggedIn } from './support/shoppers';

/** One directive's sources. */
const sources = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

test('the shell page sends a CSP naming only its own and the runtime config’s hosts, without inline script', async ({
  request,
}) => {
  const page = await request.get('/');
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  const config = (await (await request.get('/runtime-config.json')).json()) as {
    remotes: Record<string, string>;
  };
  const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
  expect(sources(policy, 'script-src').sort()).toEqual(["'self'", ...new Set(remoteOrigins)].sort());
  expect(sources(policy, 'script-src')).not.toContain("'unsafe-inline'");
  expect(sources(policy, 'script-src')).not.toContain("'unsafe-eval'");

  // The page has no inline script for the policy to block: scripts by src, and the runtime config as
  // a JSON data block, which the browser never runs.
  const html = await page.text();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\btype="application\/json"/.test(attributes ?? '')) {
      expect(() => JSON.parse(body ?? '') as unknown).not.toThrow();
      continue;
    }
    expect(attributes).toMatch(/\bsrc=/);
    expect(body?.trim()).toBe('');
  }
});

test('each remote’s server and the API send nosniff and refuse framing', async ({ request }) => {
  for (const origin of Object.values(REMOTE_ORIGINS)) {
    const manifest = await request.get(`${origin}/mf-manifest.json`);
    expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
    expect(manifest.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  const api = await request.get(`http://127.0.0.1:${E2E_PORTS.STORE_API_PORT}/health`);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['x-frame-options']).toBe('DENY');
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  // Through the shell's proxy the API keeps its own, stricter policy.
  const proxied = await request.get('/api/health');
  expect(proxied.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('the API answers CORS only for configured origins', async ({ request }) => {
  const preflight = await request.fetch(`http://127.0.0.1:${E2E_PORTS.STORE_API_PORT}/homs/order`, {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
  });
  expect(preflight.status()).toBe(403);
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
});

const PAGES: { path: string; loggedIn?: boolean }[] = [
  { path: '/' },
  { path: '/top-up' },
  { path: '/top-up/mobile-legends' },
  { path: '/blog' },
  { path: '/zh-TW/blog' },
  { path: '/user', loggedIn: true },
  { path: '/user/comp/order', loggedIn: true },
  { path: '/order/detail?oid=1001', loggedIn: true },
];

for (const { path, loggedIn } of PAGES) {
  test(`no CSP violation on ${path}${loggedIn ? ' (logged in)' : ''}`, async ({ page, request }) => {
    const csp = await watchCsp(page);
    if (loggedIn) await startLoggedIn(page, await logIn(request, demo.email, demo.password));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Remote chunks, pictures and late scripts (help chat) have had time to load.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(await csp.violations()).toEqual([]);
  });
}

test('the policy blocks script injected into the page at run time, and the watcher reports it', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = 1';
    document.body.append(inline);
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.__inlineRan = 2');
    handler.src = 'data:,broken';
    document.body.append(handler);
  });
  await expect.poll(async () => (await csp.violations()).length).toBeGreaterThanOrEqual(2);
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: number }).__inlineRan),
  ).toBeUndefined();
});

test('repeated slashes collapse into a same-site path instead of a bare error or another host', async ({
  request,
  baseURL,
}) => {
  const cases: [string, string][] = [
    ['/zh-TW//evil.example/path', '/zh-TW/evil.example/path'],
    ['//evil.example/x?a=1', '/evil.example/x?a=1'],
  ];
  for (const [path, location] of cases) {
    // Absolute, or `//evil.example` would be read as another host before the site sees it.
    const response = await request.get(`${baseURL ?? ''}${path}`, {
      maxRedirects: 0,
      headers: { accept: 'text/html' },
    });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(location);
  }
});

test('a forged Host appears nowhere: the page, its runtime config and its policy name configured origins', async ({
  request,
}) => {
  const forged: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }];
  for (const headers of forged) {
    const page = await request.get('/', { headers: { ...headers, accept: 'text/html' } });
    const config = await request.get('/runtime-config.json', { headers });
    for (const text of [
      await page.text(),
      page.headers()['content-security-policy'],
      await config.text(),
      config.headers()['content-security-policy'],
    ]) {
      expect(text).toBeTruthy();
      expect(text).not.toContain('evil.example');
    }
    const { remotes } = (await config.json()) as { remotes: Record<string, string> };
    expect(
      Object.values(remotes)
        .map((url) => new URL(url).origin)
        .sort(),
    ).toEqual(Object.values(REMOTE_ORIGINS).sort());
  }
});

test('HSTS on a request a proxy on the same machine says came over HTTPS, not over plain HTTP', async ({
  request,
}) => {
  const secure = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(secure.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
});

test("server builds are not served to browsers: the shell's renderer nor a remote's server build", async ({
  request,
}) => {
  const renderer = await request.get('/server/render.mjs');
  expect(renderer.status()).toBe(404);
  expect(await renderer.text()).not.toContain('renderPage');
  for (const origin of Object.values(REMOTE_ORIGINS)) {
    expect((await request.get(`${origin}/server/server-manifest.json`)).status()).toBe(404);
  }
  // The store's server still fetches them (with its key): a first visit's page arrives rendered.
  const home = await request.get('/', { headers: { accept: 'text/html' } });
  expect(await home.text()).toContain('data-server-rendered');
});
