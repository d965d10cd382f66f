// A member's password and contact details through the login popup, end to end against store-api:
// change password from the account options; forgot password by a code sent to the phone; the
// bind-email popup a phone member is offered after logging in.
import { expect, test } from '@playwright/test';
import { latestCode } from './support/outbox';
import { api } from './support/storeApi';
import { registerPhoneShopper, registerShopper, startLoggedIn } from './support/shoppers';

test('a member changes the password from the account options; the new one logs in, the old no more', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'password');
  await startLoggedIn(page, shopper);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Account options' }).click();
  await banner.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('Current password').fill(shopper.password);
  await dialog.getByLabel('New password').fill('Changed1234!');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  // Still logged in here.
  await expect(banner.getByRole('link', { name: /^Account of password/ })).toBeVisible();

  const login = (password: string) =>
    api(request, 'POST', '/sso/email/login', { data: { email: shopper.email, password } });
  expect((await login('Changed1234!')).code).toBe(200);
  expect((await login(shopper.password)).code).not.toBe(200);
});

test('in Chinese: a wrong current password is said in the popup, nothing changes', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'wrong');
  await startLoggedIn(page, shopper);
  await page.goto('/zh-TW');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: '帳戶選項' }).click();
  await banner.getByRole('button', { name: '變更密碼' }).click();
  const dialog = page.getByRole('dialog', { name: '變更密碼' });
  await dialog.getByLabel('目前的密碼').fill('NotMine1234!');
  await dialog.getByLabel('新密碼').fill('Changed1234!');
  await dialog.getByRole('button', { name: '變更密碼' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();
  const still = await api(request, 'POST', '/sso/email/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(still.code).toBe(200);
});

test('a forgotten password is reset by a code sent to the phone', async ({ page, request }) => {
  const member = await registerPhoneShopper(request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('button', { name: 'Phone' }).click();
  await expect(dialog.getByLabel('Country code')).toHaveValue(member.prefix);
  await dialog.getByLabel('Phone number').fill(member.phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  const code = await latestCode(request, `${member.prefix}${member.phone}`, {
    besides: member.registrationCode,
  });
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByLabel('New password').fill('ByPhone1234!');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed. Please log in.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  const login = (password: string) =>
    api(request, 'POST', '/sso/login/phone/ex', {
      data: { prefix: member.prefix, phone: member.phone, password },
    });
  expect((await login('ByPhone1234!')).code).toBe(200);
  expect((await login(member.password)).code).not.toBe(200);
});

test('a phone member without an email is asked for one after logging in, and can add it', async ({
  page,
  request,
}) => {
  const member = await registerPhoneShopper(request);
  await page.goto('/blog');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Use a password instead' }).click();
  await login.getByRole('button', { name: 'Phone' }).click();
  await login.getByLabel('Phone number').fill(member.phone);
  await login.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(request, `${member.prefix}${member.phone}`, {
    besides: member.registrationCode,
  });
  await login.getByLabel('Verification code').fill(code);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  // The bind-email popup follows the login.
  const bind = page.getByRole('dialog', { name: 'Add your email' });
  await expect(bind).toBeVisible();
  const email = `bound-${member.phone}@topup.test`;
  await bind.getByLabel('Email').fill(email);
  await bind.getByRole('button', { name: 'Send code' }).click();
  await bind.getByLabel('Verification code').fill(await latestCode(request, email));
  await bind.getByRole('button', { name: 'Confirm' }).click();
  await expect(bind).toBeHidden();
  await expect(page.getByText('Your email address was added.')).toBeVisible();
  // Offered no more: the account options no longer ask for an email.
  await page.getByRole('banner').getByRole('button', { name: 'Account options' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Add your email' })).toBeHidden();
});
