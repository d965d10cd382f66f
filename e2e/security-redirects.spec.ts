// Redirect targets accept only site paths: the stored login redirect path, the OAuth2 state, banner links
// and the language switch never send the shopper to another host.
import { expect, test, type Page } from '@playwright/test';
import { demo, logInFromHeader } from './support/demo';
import { watchCsp } from './support/security';

/** Targets that leave the site or run script, in the spellings browsers accept. */
const OFFSITE_TARGETS = [
  'https://evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example',
  'https:evil.example',
  'javascript:window.__redirectRan=1',
  'http://localhost@evil.example/',
];

async function expectOnSite(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? '').host);
  expect(
    await page.evaluate(() => (window as unknown as { __redirectRan?: number }).__redirectRan),
  ).toBeUndefined();
}

for (const target of OFFSITE_TARGETS) {
  test(`a stored login redirect path ${target} is not followed after logging in`, async ({ page }) => {
    await page.addInitScript((value) => {
      const entry = JSON.stringify({ value, expires: 4_102_444_800_000 });
      window.localStorage.setItem('redirect-path', entry);
      window.localStorage.setItem('login-path', entry);
    }, target);
    await page.goto('/');
    await logInFromHeader(page);
    await expect(page.getByRole('banner')).toContainText(demo.nickname);
    await expectOnSite(page);
  });

  test(`the OAuth2 state ${target} is not followed`, async ({ page }) => {
    await page.goto(`/oauth2/success?code=not-a-real-code&state=${encodeURIComponent(target)}`);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    await expectOnSite(page);
  });
}

test('the OAuth2 round trip through the provider sandbox with a foreign state stays on the site', async ({
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const authorize = new URLSearchParams({
    redirect_uri: `${origin}/oauth2/success`,
    state: 'https://evil.example/steal',
  });
  await page.goto(`/api/sandbox/oauth/authorize?${authorize.toString()}`);
  const consent = page.getByRole('link', { name: /Continue as/ }).first();
  if (await consent.isVisible()) await consent.click();
  await page.waitForURL(/\/oauth2\/success|\/$/, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  await expectOnSite(page);
});

test('a banner link to another host or a script URL is not followed as a site path', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.route('**/api/hpms/product/index/banner', (route) =>
    route.fulfill({
      json: {
        code: 200,
        message: 'success',
        data: OFFSITE_TARGETS.map((link, index) => ({
          id: index + 1,
          title: `Banner ${index + 1}`,
          image: '/media/products/mobile-legends.svg',
          link,
          needLogin: false,
        })),
      },
    }),
  );
  await page.goto('/');
  const banners = page.getByRole('link', { name: /Banner \d/ });
  const count = await banners.count();
  for (let index = 0; index < count; index += 1) {
    const href = await banners.nth(index).getAttribute('href');
    // Whatever the banner shows, it never points at a script URL or a look-alike of our host.
    expect(href ?? '').not.toMatch(/^\s*javascript:/i);
    expect(href ?? '').not.toMatch(/^\/[\\/]/);
  }
  await expectOnSite(page);
  expect(await csp.violations()).toEqual([]);
});

for (const [start, choose, landing] of [
  // An unknown path ends on the site's 404 page; what matters is the host and the language prefix.
  ['//evil.example/path', '繁體中文', /^http:\/\/localhost:\d+\/zh-TW\//],
  ['/zh-TW//evil.example/path', 'English', /^http:\/\/localhost:\d+\/(?!zh-TW)/],
] as const) {
  test(`switching language on ${start} stays on the site`, async ({ page, baseURL }) => {
    // Absolute, or the browser would read `//evil.example` as another host before the site sees it.
    await page.goto(`${baseURL ?? ''}${start}`);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.getByRole('button', { name: /^(Language|語言)/ }).click();
    await page
      .getByRole('dialog', { name: /Choose your language|選擇語言/ })
      .getByRole('button', { name: choose })
      .click();
    // The switch reloads (another language) or navigates in place (English); either way it lands here.
    await expect(page).toHaveURL(landing);
    await page.waitForLoadState('load');
    await expectOnSite(page);
  });
}
