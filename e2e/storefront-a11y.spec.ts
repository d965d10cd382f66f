import { expect, test } from '@playwright/test';
import { scanAccessibility } from './support/accessibilityScan';

// Storefront pages on a phone (<= 680 px): no axe violation inside the remote, no sideways scroll.
const PAGES: Array<{ path: string; ready: string }> = [
  { path: '/', ready: 'Hot right now' },
  { path: '/top-up', ready: 'All top-ups' },
  { path: '/classify', ready: 'Mobile games' },
  { path: '/top-up/genshin-impact', ready: 'Choose a denomination' },
  { path: '/product/2', ready: 'Denominations and prices.' },
];

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, ready } of PAGES) {
  test(`${path} is accessible and fits a phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    const result = await scanAccessibility(page, (axe) => axe.include('[data-remote="storefront"]'));
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
