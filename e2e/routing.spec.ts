import { expect, test } from '@playwright/test';
import { rememberLanguage } from './support/language';
import { untilHydrated } from './support/hydration';

test('/en/blog is replaced by /blog', async ({ page }) => {
  await page.goto('/en/blog');
  // The whole path: /\/blog$/ would match /en/blog itself before the replace.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('/en alone is replaced by the home page', async ({ page }) => {
  await page.goto('/en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
});

test('/zh-TW/blog stays and speaks Traditional Chinese', async ({ page }) => {
  await page.goto('/zh-TW/blog');
  await expect(page.getByRole('heading', { level: 1, name: '部落格' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/zh-TW/blog');
  await expect(
    page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '首頁' }),
  ).toHaveAttribute('href', '/zh-TW');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
});

test('a path that matches nothing ends at /error/404', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
});

test('an unmatched zh-TW path ends at the zh-TW 404 page', async ({ page }) => {
  await page.goto('/zh-TW/no-such-page');
  await expect(page).toHaveURL(/\/zh-TW\/error\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeVisible();
});

test('a product id without a digit is refused with the invalid-parameter message', async ({ page }) => {
  await page.goto('/product/abc');
  await expect(page.getByRole('alert')).toContainText('Invalid parameter');
  expect(new URL(page.url()).pathname).toBe('/product/abc');
  await page.goto('/zh-TW/Good/xyz');
  await expect(page.getByRole('alert')).toContainText('參數無效');
  await rememberLanguage(page, 'en');
  await page.goto('/product/a1');
  await expect(page.getByRole('heading', { level: 1, name: 'Product' })).toBeVisible();
});

test('the language picker switches between English and Traditional Chinese', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page
    .getByRole('dialog', { name: 'Choose your language' })
    .getByRole('button', { name: '繁體中文' })
    .click();
  await expect(page).toHaveURL(/\/zh-TW\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: '部落格' })).toBeVisible();
  await page.getByRole('button', { name: '語言：繁體中文' }).click();
  await page.getByRole('dialog', { name: '選擇語言' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');
});

test('a new page starts at the top; a hash scrolls to its anchor', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  // A move within the app: the router listens once the app has taken the server's page over.
  await untilHydrated(page);
  await page.evaluate(() => {
    // From the page's end, so the hash has to scroll.
    window.scrollTo(0, document.body.scrollHeight);
    window.history.pushState({}, '', '/#main');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The anchor comes to rest just below the sticky header, not under it (the page's scroll padding).
  const belowHeader = () =>
    page.evaluate(() => {
      const header = document.querySelector('header.site-header')?.getBoundingClientRect().bottom ?? 0;
      return (document.getElementById('main')?.getBoundingClientRect().top ?? -100) - header;
    });
  await expect.poll(belowHeader).toBeGreaterThanOrEqual(0);
  expect(await belowHeader()).toBeLessThan(16);
});
