import { expect, test, type Page } from '@playwright/test';
import { closeHomePopups, demo } from './support/demo';
import { latestCode, uniqueSuffix } from './support/outbox';

const PREFIX = '+1';

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Log in' });
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  // Logging out forgets the seen home popups: home shows them again.
  await closeHomePopups(page);
}

test('logs in by email and shows the hot-status dot for unpaid orders and coupons', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Use a password instead' }).click();
  await dialog.getByLabel('Email').fill(demo.email);
  await dialog.getByLabel('Password').fill(demo.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Welcome back, ${demo.nickname}!`)).toBeVisible();
  // The demo member has an unpaid order and an available coupon.
  await expect(
    page.getByRole('banner').getByRole('link', {
      name: `Account of ${demo.nickname}: you have coupons or unpaid orders`,
    }),
  ).toBeVisible();
});

test('registers by phone, logs out clearing the session keys, logs back in by SMS code', async ({
  page,
  request,
}) => {
  const phone = `555${uniqueSuffix().slice(-7)}`;
  await page.goto('/');
  let dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByRole('button', { name: 'Phone' }).click();
  await expect(dialog.getByLabel('Country code')).toHaveValue(PREFIX);
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Send again in/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await latestCode(request, `${PREFIX}${phone}`));
  await dialog.getByLabel('Password').fill('Phone1234!');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Welcome! Your account is ready.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Account of / })).toBeVisible();
  // A new member without an email address is asked for one; not now.
  const bindEmail = page.getByRole('dialog', { name: 'Add your email' });
  await expect(bindEmail).toBeVisible();
  await bindEmail.getByRole('button', { name: 'Close' }).click();
  await expect(bindEmail).toBeHidden();

  // Token, user, payment way, popups-*, phone register success and bind-email flag go.
  await page.evaluate(() => {
    localStorage.setItem('payment-way', JSON.stringify({ value: 'card', expires: 4_102_444_800_000 }));
    localStorage.setItem('popups-home', JSON.stringify({ value: true, expires: 4_102_444_800_000 }));
  });
  const keysBefore = await page.evaluate(() => Object.keys(localStorage));
  expect(keysBefore).toEqual(
    expect.arrayContaining(['user-token', 'user', 'phone-register-success', 'payment-way', 'popups-home']),
  );
  await logOut(page);
  const keysAfter = await page.evaluate(() => Object.keys(localStorage));
  for (const key of ['user-token', 'user', 'phone-register-success', 'payment-way', 'popups-home']) {
    expect(keysAfter).not.toContain(key);
  }
  expect(keysAfter).toContain('cookie-status');

  dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Use a password instead' }).click();
  await dialog.getByRole('button', { name: 'Phone' }).click();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('We sent you a code.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await latestCode(request, `${PREFIX}${phone}`));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Account of Shopper/ })).toBeVisible();
});

test('registers by email, then resets the forgotten password by an emailed code', async ({
  page,
  request,
}) => {
  const email = `shopper${uniqueSuffix()}@topup.test`;
  await page.goto('/');
  let dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const registrationCode = await latestCode(request, email);
  await dialog.getByLabel('Verification code').fill(registrationCode);
  await dialog.getByLabel('Password').fill('First1234!');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Account of / })).toBeVisible();
  await logOut(page);

  dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog
    .getByLabel('Verification code')
    .fill(await latestCode(request, email, { besides: registrationCode }));
  await dialog.getByLabel('New password').fill('Second1234!');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed. Please log in.')).toBeVisible();

  // Back from the reset, the login page offers the password way.
  dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('First1234!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Password').fill('Second1234!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Account of / })).toBeVisible();
});

test('third-party login goes through the OAuth provider and comes back logged in', async ({ page }) => {
  await page.goto('/blog');
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
  await page.getByRole('link', { name: /Continue as Google Player/ }).click();
  // /oauth2/success trades the code, then returns to the page the shopper started from.
  await expect(page).toHaveURL(/\/blog$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Account of Google Player/ }),
  ).toBeVisible();
});

test('a cancelled third-party login says so and offers to try again', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
