// A corrupt value in each local storage key and cookie the store writes: the site still starts.
import { expect, test } from '@playwright/test';
import {
  LANGUAGE_COOKIE,
  LOCALE_COOKIE,
  SESSION_KEYS,
  STORAGE_KEYS,
  UID_COOKIE,
} from '@topup/shared-lib/rules';

/** Broken shapes a key may hold after a bug, an old release or a hand edit. */
const CORRUPT_VALUES = [
  'not json',
  '{"value":',
  JSON.stringify({ value: { unexpected: ['shape'] }, expires: 4_102_444_800_000 }),
  `"${'x'.repeat(10_000)}"`,
];

for (const key of Object.values(STORAGE_KEYS)) {
  test(`a corrupt "${key}" in local storage: the site starts`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/');
    for (const [round, value] of CORRUPT_VALUES.entries()) {
      await page.evaluate(([name, corrupt]) => window.localStorage.setItem(name, corrupt), [
        key,
        value,
      ] as const);
      // Every other round starts on another remote's page, in the other language.
      if (round % 2 === 0) await page.reload();
      else await page.goto('/zh-TW/blog');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
}

/** CurrencyStore's CURRENCY_RATE_COOKIE (importing the store would pull MobX into the test runner). */
const CURRENCY_RATE_COOKIE = 'currency_rate';

/** Cookies the store reads: language, locale, visitor id, currency rate. */
const COOKIES = [LANGUAGE_COOKIE, LOCALE_COOKIE, UID_COOKIE, CURRENCY_RATE_COOKIE];

test('corrupt cookies and session keys: the site starts', async ({ page, context, baseURL }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  for (const value of ['%E0%A4%A', '<script>x</script>', 'NaN', 'x'.repeat(3000)]) {
    await context.clearCookies();
    await context.addCookies(
      COOKIES.map((name) => ({ name, value: encodeURIComponent(value).slice(0, 3000), url: baseURL ?? '' })),
    );
    await context.addCookies([
      { name: LANGUAGE_COOKIE, value: value.slice(0, 100).replace(/[;,\s]/g, ''), url: baseURL ?? '' },
    ]);
    await page.addInitScript((keys) => {
      for (const key of keys) window.sessionStorage.setItem(key, '{"broken":');
    }, Object.values(SESSION_KEYS));
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});
