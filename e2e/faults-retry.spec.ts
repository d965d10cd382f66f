// Idempotent reads are tried again (shared-lib api client): a dropped connection or a busy gateway
// on the first try of a read leaves no trace for the shopper (writes are never repeated: unit tests).
import { expect, test } from '@playwright/test';
import { asBrowserRendered } from './support/browserRendered';

test('a read that fails once (dropped, then 503) still shows the home page, without an error', async ({
  page,
  baseURL,
}) => {
  // The browser's own read is tried again: a page the browser renders (a returning shopper's).
  await asBrowserRendered(page.context(), baseURL);
  let tries = 0;
  await page.route('**/api/hpms/product/index/v2**', async (route) => {
    tries += 1;
    if (tries === 1) return route.abort('connectionreset');
    if (tries === 2) return route.fulfill({ status: 503, body: 'busy' });
    return route.continue();
  });
  await page.goto('/');
  // The game section comes from the index call that failed twice before answering.
  await expect(
    page.getByRole('region', { name: 'Game top-up' }).getByRole('link', { name: 'Top up Genshin Impact' }),
  ).toBeVisible();
  expect(tries).toBe(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
