// A shopper who signed up with an e-mailed code has no password: the account centre offers to set
// one (no current password asked), and from then on the change-password flow.
import { expect, test } from '@playwright/test';
import { latestCode, uniqueSuffix } from './support/outbox';

test('a code-only member sets a first password in the account centre, then logs in with it', async ({
  page,
  request,
}) => {
  const email = `codeonly${uniqueSuffix()}@example.com`;
  await page.goto('/user/user');
  // A guest's member page opens the login popup; the e-mail code is its first way in.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByRole('button', { name: 'Send code' }).click();
  await login.getByLabel('Verification code').fill(await latestCode(request, email));
  await expect(login).toBeHidden();

  const settings = page.getByRole('region', { name: 'Sign-in and security' });
  await expect(settings.getByRole('button', { name: 'Set a password' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  await settings.getByRole('button', { name: 'Set a password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a password' });
  await expect(dialog.getByLabel('Current password')).toHaveCount(0);
  await dialog.getByLabel('New password').fill('Later1234!');
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Change password' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Set a password' })).toHaveCount(0);

  const byPassword = await request.post('/api/sso/email/login', { data: { email, password: 'Later1234!' } });
  expect(((await byPassword.json()) as { code: number }).code).toBe(200);
});
