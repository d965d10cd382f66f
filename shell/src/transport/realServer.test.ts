/**
 * @jest-environment node
 */
// Store sets against the real store-api on a temporary SQLite file: shared-lib's api client, the envelope,
// the headers and the login flow as a page uses them, through the browser's axios transport, without fakes.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiError, createStores, i18n, type StoreDeps, type Stores } from '@topup/shared-lib';
import { startStoreApi, type RunningStoreApi } from '../../../store-api/src/server';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../../store-api/src/db/seed/demoMember';
import { sendHttp } from './axiosTransport';
import { memberSession } from '../login/memberSession';
import { siteApi } from '../currency/currencyList';

let server: RunningStoreApi;
let dir: string;
/** Every set made here: their toasts' timers are cleared at the end. */
const made: Stores[] = [];

/** A store set whose calls go to `origin` (store-api's own routes have no prefix). */
function storesAt(origin: string, request?: StoreDeps['request']): Stores {
  const stores = createStores({
    transport: sendHttp,
    i18n,
    baseUrl: (base) => (base === 'page' ? '/' : origin),
    ...(request ? { request } : {}),
  });
  made.push(stores);
  return stores;
}

/** A guest's set, as a request without a session cookie gets it. */
const guestStores = () => storesAt(server.url, { session: null });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shell-api-'));
  server = await startStoreApi({ port: 0, dbFile: path.join(dir, 'store.db'), sandboxes: true });
  await i18n.changeLanguage('en');
});

afterAll(async () => {
  // The expired-login toast's timer would otherwise keep jest waiting after the run.
  for (const { ui } of made) for (const toast of [...ui.toasts]) ui.removeToast(toast.id);
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('reads the home index through the envelope', async () => {
  const index = await guestStores().api.products.indexV2();
  expect(index.sections.map((section) => section.key)).toEqual(['hot', 'game', 'live', 'recommend', 'all']);
  expect(index.sections.find((s) => s.key === 'all')?.products.length).toBeGreaterThanOrEqual(8);
});

test('an order needs a login; after email login the set holds the member and reads it', async () => {
  const stores = guestStores();
  const { api, user } = stores;
  await expect(api.orders.bySn('TU202611200001')).rejects.toMatchObject({ code: 401 });
  await memberSession(stores).loginWithEmail(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  expect(user.isLogin).toBe(true);
  expect(user.info?.email).toBe(DEMO_MEMBER_EMAIL);
  const order = await api.orders.bySn('TU202611200001');
  expect(order.orderSn).toBe('TU202611200001');
});

test("a login in one set is that set's alone", async () => {
  const member = guestStores();
  const guest = guestStores();
  await memberSession(member).loginWithEmail(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  expect(guest.user.isLogin).toBe(false);
  await expect(guest.api.orders.bySn('TU202611200001')).rejects.toMatchObject({ code: 401 });
  await expect(member.api.orders.bySn('TU202611200001')).resolves.toMatchObject({
    orderSn: 'TU202611200001',
  });
});

test('a wrong password is an ApiError with the server message and no toast', async () => {
  const stores = guestStores();
  const { ui } = stores;
  const failure = memberSession(stores).loginWithEmail(DEMO_MEMBER_EMAIL, 'nope-nope');
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({ code: 400, message: 'Email or password is incorrect.' });
  expect(ui.toasts).toHaveLength(0);
});

test('a 401 on an ordinary call logs out silently and says the login expired', async () => {
  const first = guestStores();
  await memberSession(first).loginWithEmail(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  const stale = first.user.token ?? '';
  await memberSession(first).logout({ silent: true }); // the server forgets the session
  // A page that still holds the old token.
  const { api, user, ui, navigation } = storesAt(server.url, { session: { token: stale, info: null } });
  expect(user.isLogin).toBe(true);
  await expect(api.orders.bySn('TU202611200001')).rejects.toMatchObject({ code: 401 });
  expect(user.isLogin).toBe(false);
  expect(ui.toasts.at(-1)?.message).toBe('Your login has expired. Please log in again.');
  expect(navigation.pending).toBeNull();
});

test('every call carries the store API headers of its set, the JSON payload as body and the rest as query', async () => {
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
  const { api } = storesAt(`http://127.0.0.1:${port}/api`, {
    session: { token: 'Bearer header-test', info: null },
    currency: 'TWD',
    country: 'TW',
  });
  try {
    await expect(api.request({ path: '/homs/order', params: { status: 0, pageSize: 5 } })).resolves.toEqual({
      echoed: true,
    });
    await api.request({ method: 'POST', path: '/hums/coupon/{id}/capture', params: { id: 3, note: 'x' } });
  } finally {
    await new Promise<void>((resolve) => echo.close(() => resolve()));
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
  const stores = guestStores();
  const { api } = stores;
  const currencies = await siteApi(api).currencies();
  expect(currencies.find((currency) => currency.defaultSelect)).toMatchObject({ code: 'USD', rate: 1 });
  const prefixes = await api.sso.phonePrefixes();
  expect(prefixes.find((prefix) => prefix.defaultSelect)).toMatchObject({ value: '+1', country: 'US' });
  const config = await api.products.recommendConfig({ prefix: 'blog' });
  expect(typeof config.enabled).toBe('boolean');
  await memberSession(stores).loginWithEmail(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  const [available] = await api.coupons.memberAvailable();
  expect(available).toMatchObject({ id: expect.any(Number), code: expect.any(String), status: 'available' });
  expect((await api.coupons.memberUsed()).list).toEqual(expect.any(Array));
  const totals = await api.orders.totals();
  expect(await api.orders.unpaidCount()).toBe(totals.unpaid);
  const discount = await api.coupons.vipDiscount();
  expect(discount).toMatchObject({ level: expect.any(Number), discountPercent: expect.any(Number) });
  await memberSession(stores).logout({ silent: true });
});
