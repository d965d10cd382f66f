import { expect, test } from '@playwright/test';
import { registerShopper, startLoggedIn } from './support/shoppers';

test('page titles follow the metadata table, per route and filter', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('TopUp Store: cheap game top-ups, fast and safe');
  await page.goto('/?type=hot');
  await expect(page).toHaveTitle('Hot top-ups | TopUp Store');
  await page.goto('/about');
  await expect(page).toHaveTitle('About us | TopUp Store');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
});

test('a member page is titled by the metadata table; a guest there is asked to log in', async ({
  page,
  request,
}) => {
  await page.goto('/user?tab=order');
  // The login popup names the tab while it is open over the member's page.
  await expect(page).toHaveTitle('Log in | TopUp Store');
  await startLoggedIn(page, await registerShopper(request, 'titles'));
  await page.goto('/user?tab=order');
  await expect(page).toHaveTitle('My orders | TopUp Store');
});

test('the floating help button appears on the store and stays hidden on the blog', async ({ page }) => {
  await page.goto('/');
  // The chat script loads 4 s after mount and the button shows about 1 s later.
  const help = page.getByRole('button', { name: 'Help' });
  await expect(help).toBeVisible({ timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(help).toBeHidden();
});
