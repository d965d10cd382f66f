import { expect, test } from '@playwright/test';
import { closeHomePopups, demo, logInFromHeader } from './support/demo';

test('logging in updates the shell header and the account remote together', async ({ page }) => {
  await page.goto('/user');
  const account = page.locator('[data-remote="account"]');
  await expect(account.getByText('Log in to see your orders, coupons and account details.')).toBeVisible();

  await logInFromHeader(page);

  // The header (shell) and the page (account remote) re-render from the one user store.
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Account of ${demo.nickname}` }),
  ).toBeVisible();
  await expect(account.getByRole('region', { name: 'Member details' })).toContainText(demo.email);
  await expect(account.getByText('Identity approved')).toBeVisible();

  // The session survives a reload; Log out ends it and goes home.
  await page.reload();
  await expect(account.getByRole('region', { name: 'Member details' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  // Logging out forgets which home popups were seen, so home shows them again.
  await closeHomePopups(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' }).click();
  await expect(account.getByText('Log in to see your orders, coupons and account details.')).toBeVisible();
});

test('a wrong password is refused inline and keeps what was typed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Use a password instead' }).click();
  await dialog.getByLabel('Email').fill(demo.email);
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Email or password is incorrect.');
  await expect(dialog.getByLabel('Email')).toHaveValue(demo.email);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
