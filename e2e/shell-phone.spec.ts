// A logged-in header on a phone: one row, the member's name and Log out behind the menu, and the page
// never grows sideways (which would also move every popup off the screen's edge).
import { expect, test } from '@playwright/test';
import { registerShopper, startLoggedIn } from './support/shoppers';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('logged in, the header and pages fit a 375 px phone', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'phone');
  await startLoggedIn(page, shopper);
  for (const path of ['/', '/user', '/blog']) {
    await page.goto(path);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /^Menu/ }).click();
    await expect(banner.getByRole('link', { name: /^Account of / })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#root')).not.toBeEmpty();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
  }
});
