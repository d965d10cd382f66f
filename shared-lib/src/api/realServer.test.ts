/**
 * @jest-environment node
 */
// The api client and user store against the real store-api on a temporary SQLite file: the
// envelope, the headers and the login flow as the browser uses them, without fakes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStoreApi, type RunningStoreApi } from '../../../store-api/src/server';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../../store-api/src/db/seed/demoMember';
import { setRuntimeConfig } from '../platform/runtimeConfig';
import { uiStore, userStore } from '../stores';
import { ApiError } from './envelope';
import { orders } from './orders';
import { products } from './products';

let api: RunningStoreApi;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shared-lib-api-'));
  api = await startStoreApi({ port: 0, dbFile: path.join(dir, 'store.db') });
  setRuntimeConfig({ apiBase: api.url, apiPrefix: '', mediaBase: '', remotes: {} });
});

afterAll(async () => {
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
