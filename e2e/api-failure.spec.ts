// Single calls failing in the browser. A page whose reads fail in the browser is one the browser
// renders: a returning shopper's (a first visit's arrives rendered with the answers the server read).
import { expect, test } from '@playwright/test';
import { asBrowserRendered } from './support/browserRendered';
import { patchRuntimeConfig, withoutInlineRuntimeConfig } from './support/runtimeConfigRoutes';

test.beforeEach(async ({ context, baseURL }) => {
  await asBrowserRendered(context, baseURL);
});

test('store-api answering 500: a translated message and Retry, never a blank page', async ({ page }) => {
  await page.route('**/api/hpms/product/index/v2', (route) =>
    route.fulfill({ status: 500, json: { code: 500, message: 'Internal error', data: null } }),
  );
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  const problem = page.locator('[data-remote="storefront"]').getByRole('alert');
  await expect(problem).toContainText('The store is having trouble right now. Please try again in a moment.');
  await page.unroute('**/api/hpms/product/index/v2');
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Hot right now' })).toBeVisible();
});

test('store-api unreachable: a translated network message in zh-TW', async ({ page }) => {
  await page.route('**/api/public/blog/article**', (route) => route.abort('connectionrefused'));
  await page.goto('/zh-TW/blog');
  await expect(page.locator('[data-remote="content"]').getByRole('alert')).toContainText('網路沒有回應');
});

test('no runtime config: a translated message with Reload, never a blank page', async ({ page }) => {
  // A page without the config written in (a plain static host) asks for it, and the answer fails.
  await withoutInlineRuntimeConfig(page);
  await page.route('**/runtime-config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/zh-TW/blog');
  await expect(page.getByRole('alert')).toContainText('商店無法啟動');
  await expect(page.getByRole('button', { name: '重新整理' })).toBeVisible();
});

test('a broken runtime config in the page: the same message with Reload', async ({ page }) => {
  await patchRuntimeConfig(page, { apiBase: 42 });
  await page.goto('/blog');
  await expect(page.getByRole('alert')).toContainText('The store could not start');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('an answer saying the region is not supported replaces the page with /error/notsupported', async ({
  page,
}) => {
  await page.route('**/api/hpms/product/index/v2', (route) =>
    route.fulfill({ json: { code: 403, message: '当前国家或地区不支持', data: null } }),
  );
  await page.goto('/zh-TW');
  await expect(page).toHaveURL(/\/zh-TW\/error\/notsupported$/);
  await expect(page.getByRole('heading', { level: 1, name: '您所在的地區暫不支援' })).toBeVisible();
});
