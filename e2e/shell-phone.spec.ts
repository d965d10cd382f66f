// A logged-in header on a phone: the tools wrap, the page never grows sideways (which would also
// move every popup off the screen's edge).
import { expect, test } from '@playwright/test';
import { registerShopper, startLoggedIn } from './support/shoppers';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('logged in, the header and pages fit a 375 px phone', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'phone');
  await startLoggedIn(page, shopper);
  for (const path of ['/', '/user', '/blog']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Account of / })).toBeVisible();
    await expect(page.locator('#root')).not.toBeEmpty();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
  }
});
