// The browser going offline and coming back: pages already loaded stay usable, a call made offline says
// so in the shopper's language, and Retry works once the network is back.
import { expect, test } from '@playwright/test';
import { goClientSide } from './support/demo';
import { API_FAILURE_MESSAGES } from './support/faults';

test('offline: a page needing the API shows the translated network message; back online, Retry loads it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  // Load the content remote once, so only its data (not its code) is missing while offline.
  await goClientSide(page, '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await goClientSide(page, '/');

  await context.setOffline(true);
  await goClientSide(page, '/blog/guides');
  const area = page.locator('[data-remote="content"]');
  await expect(area.getByText(API_FAILURE_MESSAGES).first()).toBeVisible({ timeout: 20_000 });
  // The rest of the page is still there and usable.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await context.setOffline(false);
  await area.getByRole('button', { name: 'Retry' }).first().click();
  await expect(area.getByText(API_FAILURE_MESSAGES)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('#root')).not.toBeEmpty();
});
