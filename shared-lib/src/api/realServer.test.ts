/**
 * @jest-environment node
 */
// The api client and user store against the real store-api on a temporary SQLite file: the
// envelope, the headers and the login flow as the browser uses them, without fakes.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startStoreApi, type RunningStoreApi } from '../../../store-api/src/server';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../../store-api/src/db/seed/demoMember';
import { setRuntimeConfig } from '../platform/runtimeConfig';
import { countryStore, currencyStore, uiStore, userStore } from '../stores';
import { apiRequest } from './client';
import { coupons } from './coupons';
import { site } from './site';
import { sso } from './sso';
import { ApiError } from './envelope';
import { orders } from './orders';
import { products } from './products';

let api: RunningStoreApi;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shared-lib-api-'));
  api = await startStoreApi({ port: 0, dbFile: path.join(dir, 'store.db'), sandboxes: true });
  setRuntimeConfig({ apiBase: api.url, apiPrefix: '', mediaBase: '', remotes: {} });
});

afterAll(async () => {
  // The expired-login toast's 3 s timer would otherwise keep jest waiting after the run.
  for (const toast of [...uiStore.toasts]) uiStore.removeToast(toast.id);
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

test('reads the home index through the envelope', async () => {
  const index = await products.indexV2();
  expect(index.sections.map((section) => section.key)).toEqual(['hot', 'game', 'live', 'recommend', 'all']);
  expect(index.sections.find((s) => s.key === 'all')?.products.length).toBeGreaterThanOrEqual(8);
});

test('an order needs a login; after email login the store holds the member and reads it', async () => {
  await expect(orders.bySn('TU202611200001')).rejects.toMatchObject({ code: 401 });
  await userStore.loginWithEmail(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  expect(userStore.isLogin).toBe(true);
  expect(userStore.info?.email).toBe(DEMO_MEMBER_EMAIL);
  const order = await orders.bySn('TU202611200001');
  expect(order.orderSn).toBe('TU202611200001');
});

test('a wrong password is an ApiError with the server message and no toast', async () => {
  const before = uiStore.toasts.length;
  const failure = userStore.loginWithEmail(DEMO_MEMBER_EMAIL, 'nope-nope');
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({ code: 400, message: 'Email or password is incorrect.' });
  expect(uiStore.toasts.length).toBe(before);
});

test('a 401 on an ordinary call logs out silently and says the login expired', async () => {
  await userStore.loginWithEmail(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  const stale = userStore.token;
  await userStore.logout(); // the server forgets the session
  // Simulate a page that still holds the old token.
  Object.assign(userStore, { token: stale });
  await expect(orders.bySn('TU202611200001')).rejects.toMatchObject({ code: 401 });
  expect(userStore.isLogin).toBe(false);
  expect(uiStore.toasts.at(-1)?.message).toBe('Your login has expired. Please log in again.');
});

test('every call carries the spec 7 headers, the JSON payload as body and the rest as query', async () => {
  // store-api has no header-echo route: a throwaway server on port 0 records what arrives.
  const seen: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  const echo = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ code: 200, message: 'OK', data: { echoed: true } }));
    });
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  const { port } = echo.address() as AddressInfo;
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${port}`, apiPrefix: '/api', mediaBase: '', remotes: {} });
  Object.assign(userStore, { token: 'Bearer header-test' });
  currencyStore.select('TWD');
  countryStore.select('TW');
  try {
    await expect(apiRequest({ path: '/homs/order', params: { status: 0, pageSize: 5 } })).resolves.toEqual({
      echoed: true,
    });
    await apiRequest({ method: 'POST', path: '/hums/coupon/{id}/capture', params: { id: 3, note: 'x' } });
  } finally {
    await new Promise<void>((resolve) => echo.close(() => resolve()));
    setRuntimeConfig({ apiBase: api.url, apiPrefix: '', mediaBase: '', remotes: {} });
    currencyStore.select('USD');
    countryStore.select('US');
    userStore.clearSession();
  }
  const [get, post] = seen;
  expect(get?.method).toBe('GET');
  expect(get?.url).toBe('/api/homs/order?status=0&pageSize=5');
  expect(get?.headers).toMatchObject({
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'h-offset': String(new Date().getTimezoneOffset()),
    'h-currency': 'TWD',
    'accept-language': 'en',
    'd-selective-country': 'TW',
    authorization: 'Bearer header-test',
  });
  expect(Math.abs(Number(get?.headers['h-time']) - Date.now())).toBeLessThan(60_000);
  expect(post?.url).toBe('/api/hums/coupon/3/capture');
  expect(JSON.parse(post?.body ?? '{}')).toEqual({ note: 'x' });
});

test('the typed calls read the shapes store-api answers', async () => {
  const currencies = await site.currencies();
  expect(currencies.find((currency) => currency.defaultSelect)).toMatchObject({ code: 'USD', rate: 1 });
  const prefixes = await sso.phonePrefixes();
  expect(prefixes.find((prefix) => prefix.defaultSelect)).toMatchObject({ value: '+1', country: 'US' });
  const config = await products.recommendConfig({ prefix: 'blog' });
  expect(typeof config.enabled).toBe('boolean');
  await userStore.loginWithEmail(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  expect(userStore.memberCouponList.length).toBeGreaterThan(0);
  const [available] = await coupons.memberAvailable();
  expect(available).toMatchObject({ id: expect.any(Number), code: expect.any(String), status: 'available' });
  expect((await coupons.memberExpired()).list).toEqual(expect.any(Array));
  const totals = await orders.totals();
  expect(userStore.noPayList).toHaveLength(totals.unpaid);
  expect(userStore.tooManyUnpaid).toBe(totals.overUnpaidThreshold);
  const discount = await coupons.vipDiscount();
  expect(discount).toMatchObject({ level: expect.any(Number), discountPercent: expect.any(Number) });
  await userStore.logout({ silent: true });
});
