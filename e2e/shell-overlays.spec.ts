import { expect, test, type Page } from '@playwright/test';
import { demo, logInFromHeader } from './support/demo';
import { untilHydrated } from './support/hydration';
import { stackZIndex } from './support/popups';

const HOME_HEADING = { level: 1, name: 'Top up your games and live apps' } as const;
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('two popups stack at 20000 and 20010, lock scroll, and close top first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Language: English' }).click();
  const language = page.getByRole('dialog', { name: 'Choose your language' });
  await expect(language).toBeVisible();
  expect(await stackZIndex(login)).toBe('20000');
  expect(await stackZIndex(language)).toBe('20010');
  expect(await bodyOverflow(page)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(language).toBeHidden();
  await expect(login).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe('hidden');
});

test('the language popup switches to Traditional Chinese (reload) and back to English (/en)', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose your language' });
  await expect(popup.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await popup.getByRole('button', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(/\/zh-TW\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: '部落格' })).toBeVisible();

  // To English: /en + the current path, which the router replaces by the bare path (no reload).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('banner').getByRole('button', { name: '語言：繁體中文' }).click();
  await page.getByRole('dialog', { name: '選擇語言' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('the fourth toast drops the first', async ({ page }) => {
  // The categories answer fails each time with its own message: a real failure path of the header.
  let failures = 0;
  await page.route('**/api/hpms/product/index/v2/menu', (route) => {
    failures += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, message: `Categories failed ${failures}`, data: null }),
    });
  });
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  // The app's start runs on the page's timers: the clock is held once the app has taken the page over.
  await untilHydrated(page);
  // Toasts leave after 3 s: hold the page's clock so a slow machine still sees four together.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
  await expect(page.getByText('Categories failed 1')).toBeVisible();
  const menu = page.locator('.classify-menu__panel');
  for (const attempt of [2, 3, 4]) {
    // By keyboard: the growing toast stack sits over the header's middle.
    await menu.getByRole('button', { name: 'Retry' }).press('Enter');
    await expect(page.getByText(`Categories failed ${attempt}`)).toBeVisible();
  }
  // The fourth toast dropped the first at once.
  await expect(page.getByText('Categories failed 1')).toHaveCount(0);
  await expect(page.locator('.toasts').getByText(/Categories failed/)).toHaveCount(3);
  await page.clock.resume();
});

test('the classify menu lists the server’s categories and links to the category list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
  const link = page.getByRole('banner').getByRole('link', { name: 'RPG' });
  await expect(link).toHaveAttribute('href', '/classify?id=2');
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Categories' })).toBeFocused();
});

test('the currency picker changes the store’s currency and keeps it', async ({ page }) => {
  await page.goto('/');
  const picker = page.getByRole('banner').getByLabel('Currency');
  await expect(picker).toHaveValue('USD');
  // The header's picker acts once the page is live (a choice before that is the server's markup only).
  await untilHydrated(page);
  await picker.selectOption('TWD');
  await page.reload();
  await expect(page.getByRole('banner').getByLabel('Currency')).toHaveValue('TWD');
});

test.describe('banner and editor links (data-follow-link)', () => {
  /** What a remote renders for a banner: an anchor marked for the shell's link rule. */
  async function addLink(page: Page, href: string, name: string) {
    // Into the page's markup: once the browser has taken a server-rendered page over.
    await untilHydrated(page);
    await page.evaluate(
      ([target, label]) => {
        const anchor = document.createElement('a');
        anchor.href = target;
        anchor.textContent = label;
        anchor.setAttribute('data-follow-link', '');
        document.querySelector('main')?.prepend(anchor);
      },
      [href, name] as const,
    );
  }

  test('an internal target asks for login first, then opens client-side after it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    await addLink(page, '/user?tab=coupons#list', 'Coupon banner');
    await page.getByRole('link', { name: 'Coupon banner' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');

    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await dialog.getByRole('button', { name: 'Use a password instead' }).click();
    await dialog.getByLabel('Email').fill(demo.email);
    await dialog.getByLabel('Password').fill(demo.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    // Logged in, the shopper lands where the banner pointed, client-side.
    await expect(page).toHaveURL(/\/user\?tab=coupons#list$/);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test('an external target opens in a new tab; a javascript: target does nothing', async ({
    page,
    context,
  }) => {
    // The partner's site, answered locally (the machine has no outside network).
    await context.route('https://partner.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner promo</h1>' }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    await addLink(page, 'https://partner.example.com/promo?x=1', 'Partner banner');
    await addLink(page, 'javascript:alert(1)', 'Bad banner');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Partner banner' }).click(),
    ]);
    await expect.poll(() => tab.url()).toContain('partner.example.com/promo');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('link', { name: 'Bad banner' }).click();
    expect(context.pages()).toHaveLength(2);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('error pages offer a button home and a button to contact support', async ({ page }) => {
  await page.goto('/error/500');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();

  await page.goto('/zh-TW/error/notsupported');
  await page.getByRole('link', { name: '聯絡客服' }).click();
  await expect(page).toHaveURL(/\/zh-TW\/contact$/);
});

test('logged in, the header shows the member menu and logging out goes home', async ({ page }) => {
  await page.goto('/blog');
  await logInFromHeader(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
});
