// Script-bearing payloads wherever the store shows text from the URL or the API: none may run. Each
// payload would set window[XSS_FLAG]; escaping must also keep them out of the DOM as markup, so the CSP
// never even has to block one (no violation).
import { expect, test, type Page, type Route } from '@playwright/test';
import { SCRIPT_PAYLOADS, XSS_FLAG, expectNoScriptRan, watchCsp } from './support/security';
import { firstSkuId } from './support/shopperOrders';
import { registerShopper, startLoggedIn } from './support/shoppers';
import { api } from './support/storeApi';

// Routes that fetch the real answer may still be in flight when a test ends: let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const QUERY_KEYS = [
  'keyword',
  'oid',
  'type',
  'tab',
  'page',
  'q',
  'orderSn',
  'redirect',
  'utm_source',
  'code',
  'state',
];

/** One page load with every usual query key (and the hash) carrying a payload, rotating through them. */
function withPayloads(path: string, offset: number): string {
  const search = new URLSearchParams();
  QUERY_KEYS.forEach((key, index) => {
    search.set(key, SCRIPT_PAYLOADS[(index + offset) % SCRIPT_PAYLOADS.length] ?? '');
  });
  const hash = encodeURIComponent(SCRIPT_PAYLOADS[offset % SCRIPT_PAYLOADS.length] ?? '');
  return `${path}${path.includes('?') ? '&' : '?'}${search.toString()}#${hash}`;
}

async function settleAndCheck(page: Page, csp: Awaited<ReturnType<typeof watchCsp>>): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expectNoScriptRan(page);
  expect(await csp.violations()).toEqual([]);
}

const URL_PAGES = [
  '/',
  '/top-up',
  '/blog',
  '/order/detail',
  '/pay-result',
  '/mobile/tips/payment-success.html',
  '/oauth2/success',
  '/error/404',
];

for (const [index, path] of URL_PAGES.entries()) {
  test(`payloads in the query string and hash of ${path} do not run`, async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto(withPayloads(path, index));
    await settleAndCheck(page, csp);
  });
}

test('payloads in path segments do not run', async ({ page }) => {
  const csp = await watchCsp(page);
  for (const [index, prefix] of ['/top-up/', '/blog/', '/review/', '/zh-TW/blog/'].entries()) {
    const payload = SCRIPT_PAYLOADS[index % SCRIPT_PAYLOADS.length] ?? '';
    await page.goto(`${prefix}${encodeURIComponent(payload)}`);
    await settleAndCheck(page, csp);
  }
});

/** Short enough for the 32-character nickname limit. */
const NICKNAME_PAYLOAD = `<svg onload=${XSS_FLAG}=1>`;

test('a nickname and order fields stored with markup through the real API show as text and do not run', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'xss', { nickname: NICKNAME_PAYLOAD });
  // An order whose delivery values carry markup (the API keeps them as the shopper typed them).
  const order = await api<{ id: number }>(request, 'POST', '/homs/order/v2', {
    authorization: shopper.authorization,
    data: {
      productId: 2,
      skuId: await firstSkuId(request, 2),
      quantity: 1,
      delivery: [`UID:${SCRIPT_PAYLOADS[0]}`, `Server:os_asia`],
    },
  });
  const csp = await watchCsp(page);
  await startLoggedIn(page, shopper);
  await page.goto('/user');
  await expect(page.getByText(NICKNAME_PAYLOAD).first()).toBeVisible();
  await settleAndCheck(page, csp);
  if (order.code === 200) {
    await page.goto(`/order/detail?oid=${order.data.id}`);
    await settleAndCheck(page, csp);
  } else {
    // The API refused the markup as a delivery value: nothing stored, nothing to show.
    expect(order.code).toBe(400);
  }
  await page.goto('/user/comp/order');
  await settleAndCheck(page, csp);
});

/** Text fields the pages show; ids, prices and picture URLs keep their real values. */
const TEXT_KEYS = new Set([
  'title',
  'name',
  'content',
  'summary',
  'description',
  'author',
  'nickname',
  'label',
  'note',
  'productName',
  'denomination',
  'message',
  'link',
  'category',
  'keywords',
]);

let poisoned = 0;
/** Replaces every shown text of an API answer with a payload (rotating). */
function poison(value: unknown, key = ''): unknown {
  if (typeof value === 'string' && TEXT_KEYS.has(key)) {
    poisoned += 1;
    return `${SCRIPT_PAYLOADS[poisoned % SCRIPT_PAYLOADS.length]}${value}`;
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poison(item, name)]));
  return value;
}

async function poisonApi(page: Page): Promise<void> {
  await page.route('**/api/**', async (route: Route) => {
    if (route.request().url().includes('/sandbox/')) return route.continue();
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('application/json')) return route.fulfill({ response });
    return route.fulfill({ response, json: poison(await response.json()) });
  });
}

const API_PAGES = [
  '/',
  '/top-up',
  '/top-up/mobile-legends',
  '/blog',
  '/blog/guides/how-to-top-up-mobile-legends',
  '/zh-TW',
];

for (const path of API_PAGES) {
  test(`payloads in every text of the API answers on ${path} do not run`, async ({ page }) => {
    const csp = await watchCsp(page);
    await poisonApi(page);
    await page.goto(path);
    await settleAndCheck(page, csp);
  });
}

test('a payload in an API error message (shown as a toast) does not run', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.route('**/api/hpms/product/index/v2', (route) =>
    route.fulfill({ status: 400, json: { code: 400, message: SCRIPT_PAYLOADS[0], data: null } }),
  );
  await page.goto('/');
  await settleAndCheck(page, csp);
});
