import { expect, test } from '@playwright/test';
import { closeHomePopups } from './support/demo';

test.describe('cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows until accepted, then stays away after the reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
    ).toBeVisible();
    await expect(banner).toBeHidden();
    // The home popup waited for the answer (first-visit-overlays.spec.ts): it shows after the reload.
    await closeHomePopups(page);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
    ).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test('the login popup sits on the popup stack, locks page scroll and gives focus back', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  const zIndex = await dialog.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const value = getComputedStyle(node).zIndex;
      if (value !== 'auto') return value;
    }
    return 'auto';
  });
  expect(zIndex).toBe('20000');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});
