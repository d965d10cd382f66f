// The language chosen when a page is opened, and remembering it (the i18n_redirected cookie, 30 days):
// a bare address goes to its Chinese one for a stored zh-TW choice (by the store's server, before
// anything renders) or, with nothing stored, a Chinese browser (by the page); a visited Chinese page is
// remembered; an English choice stays English; an address with a language never moves.
import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';
import { LANGUAGE_COOKIE } from './support/language';
const host = 'localhost';

/**
 * The language cookie once the page has written it: the page does so when it has hydrated, after the
 * server's markup is on screen, so the test waits for it rather than reading it once.
 */
async function languageCookie(context: BrowserContext, expected: string) {
  let found: Awaited<ReturnType<BrowserContext['cookies']>>[number] | undefined;
  await expect
    .poll(async () => {
      found = (await context.cookies()).find((entry) => entry.name === LANGUAGE_COOKIE);
      return found?.value;
    })
    .toBe(expected);
  return found;
}

test.describe('a stored zh-TW choice', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'zh-TW', domain: host, path: '/' }]);
  });

  test('moves a bare address to its Chinese one on the server, before any English page', async ({ page }) => {
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/top-up?tab=hot');
    await expect(page).toHaveURL('/zh-TW/top-up?tab=hot');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    // The only English answer was the redirect itself.
    expect(documents).toEqual(['302 /top-up', '200 /zh-TW/top-up']);
  });

  test('an address that names English stays English, and remembers it', async ({ page, context }) => {
    await page.goto('/en/blog');
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await languageCookie(context, 'en');
    // From now on bare addresses are English.
    await page.goto('/');
    await expect(page).toHaveURL('/');
  });
});

test.describe('a Chinese browser with nothing stored', () => {
  test.use({ locale: 'zh-TW' });

  test('opens the Chinese page, and the choice is remembered for 30 days', async ({ page, context }) => {
    await page.goto('/blog');
    await expect(page).toHaveURL('/zh-TW/blog');
    await expect(page.getByRole('heading', { level: 1, name: '部落格' })).toBeVisible();
    const cookie = await languageCookie(context, 'zh-TW');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('a switch to English keeps the route table rule and is remembered over the browser', async ({
    page,
  }) => {
    await page.goto('/zh-TW/blog');
    await page.getByRole('banner').getByRole('button', { name: /^語言/ }).click();
    await page.getByRole('dialog', { name: '選擇語言' }).getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/blog');
    await page.goto('/top-up');
    await expect(page).toHaveURL('/top-up');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('an English browser with nothing stored', () => {
  test.use({ locale: 'en-US' });

  test('stays on the English page; a visited Chinese page is remembered for the next bare address', async ({
    page,
    context,
  }) => {
    await page.goto('/blog');
    await expect(page).toHaveURL('/blog');
    await page.goto('/zh-TW/top-up');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await languageCookie(context, 'zh-TW');
    await page.goto('/');
    await expect(page).toHaveURL('/zh-TW');
  });

  test('a crawler of a Chinese address gets it as it asked, and of a bare one the English page', async ({
    request,
  }) => {
    const origin = `http://${host}:${E2E_PORTS.SHELL_PORT}`;
    const chinese = await request.get(`${origin}/zh-TW/blog`, {
      headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1', cookie: `${LANGUAGE_COOKIE}=en` },
      maxRedirects: 0,
    });
    expect(chinese.status()).toBe(200);
    expect(await chinese.text()).toContain('<html lang="zh-TW"');
    const english = await request.get(`${origin}/blog`, {
      headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1', 'accept-language': 'zh-TW' },
      maxRedirects: 0,
    });
    expect(english.status()).toBe(200);
  });
});
