// axe-core on the home page with each shell overlay open: no serious or critical violation.
import { expect, test, type Page } from '@playwright/test';
import { scanAccessibility } from './support/accessibilityScan';

// Full-page axe scans are slow on a shared machine.
test.describe.configure({ timeout: 90_000 });

const HOME_HEADING = { level: 1, name: 'Top up your games and live apps' } as const;

async function seriousViolations(page: Page) {
  const results = await scanAccessibility(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
}

test.describe('cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('home with the cookie banner', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('home with the login popup, each of its pages', async ({ page }) => {
  // Four full-page scans.
  test.slow();
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await login.getByRole('button', { name: 'Use a password instead' }).click();
  await login.getByRole('button', { name: 'Phone' }).click();
  await expect(login.getByLabel('Phone number')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await login.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'I already have an account' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  // A failed field check shows its message too.
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home with the language popup', async ({ page }) => {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your language' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home with the classify menu open and a toast showing', async ({ page }) => {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'RPG' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home logged in, with the hot-status dot and a success toast', async ({ page }) => {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Use a password instead' }).click();
  await dialog.getByLabel('Email').fill('demo@topup.test');
  await dialog.getByLabel('Password').fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back,', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
