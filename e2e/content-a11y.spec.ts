import { expect, test } from '@playwright/test';
import { scanAccessibility } from './support/accessibilityScan';

const PAGES = [
  { path: '/blog', heading: 'Blog' },
  {
    path: '/blog/guides/how-to-top-up-mobile-legends',
    heading: 'How to top up Mobile Legends diamonds in three steps',
  },
  { path: '/news/category', heading: 'News' },
  { path: '/review/P1001', heading: 'Reviews' },
  { path: '/help', heading: 'Help center' },
  { path: '/about', heading: 'About us' },
  { path: '/contact', heading: 'Contact us' },
];

for (const { path, heading } of PAGES) {
  test(`${path}: the content remote's part has no accessibility violations (axe), on a phone too`, async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      const results = await scanAccessibility(page, (axe) => axe.include('[data-remote="content"]'));
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      // Nothing wider than the phone's screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
