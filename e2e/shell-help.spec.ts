// The floating help button: there as soon as the page is live, not after the chat script;
// the page's end scrolls clear of it; a blog page has none.
import { expect, test } from '@playwright/test';
import { expectHydrated } from './support/hydration';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

for (const [name, device] of [
  ['a phone', PHONE],
  ['a wide screen', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use(device);

    test('shows without waiting for the chat script, which never comes here', async ({ page }) => {
      // The chat script is held unanswered: a button waiting for it would never show. (That it shows at
      // the hydration's render, with no timer, is the component test's: HelpButton.test.tsx.)
      await page.route('**/sandbox/chat/**', () => undefined);
      await page.goto('/top-up');
      await expectHydrated(page);
      await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
    });

    test('scrolled to the end, nothing of the page is under it', async ({ page }) => {
      await page.goto('/zh-TW/top-up');
      const help = page.getByRole('button', { name: '幫助' });
      await expect(help).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const copyright = page.getByRole('contentinfo').getByText(/©/);
      await expect(copyright).toBeInViewport();
      const [button, text] = await Promise.all([help.boundingBox(), copyright.boundingBox()]);
      expect(button && text).toBeTruthy();
      if (!button || !text) return;
      expect(text.y + text.height, 'the page ends above the button').toBeLessThanOrEqual(button.y);
    });
  });
}

test('a blog page has no help button', async ({ page }) => {
  await page.goto('/blog');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help' })).toHaveCount(0);
  await page.goto('/top-up');
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
});
