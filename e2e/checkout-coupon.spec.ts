// The coupon claim page: a visitor sees the new-user offer, logs in, and the claim goes on.
import { expect, test } from '@playwright/test';
import { availableCouponCodes } from './support/shopperCoupons';
import { registerShopper, startLoggedIn } from './support/shoppers';

test('a visitor claims the new-user coupon after logging in', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await page.goto('/mobile/coupon.html');
  // Named by its terms in the shopper's currency, not by its seeded USD sentence.
  const card = page.getByRole('article', { name: 'US$5.00 off orders of US$20.00 or more' });
  await expect(card).toContainText('US$5.00 off');
  await expect(card).toContainText('On orders of US$20.00 or more');

  await page.getByRole('button', { name: 'Log in to claim' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Use a password instead' }).click();
  await login.getByLabel('Email').fill(shopper.email);
  await login.getByLabel('Password').fill(shopper.password);
  await login.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByText(/The coupon is in your account/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my coupons' })).toHaveAttribute(
    'href',
    '/user?tab=coupons',
  );
  expect(await availableCouponCodes(request, shopper)).toContain('WELCOME5');

  await page.reload();
  await expect(page.getByText('You already have this coupon in your account.')).toBeVisible();
});

test('a member claims a coupon named by couponId, in Traditional Chinese', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await startLoggedIn(page, shopper);
  await page.goto('/zh-TW/mobile/coupon.html?couponId=2');
  await page.getByRole('button', { name: '領取優惠券' }).click();
  await expect(page.getByRole('article', { name: '滿 US$10.00 折抵 US$2.00' })).toBeVisible();
  await expect(page.getByText(/優惠券已存入您的帳戶/)).toBeVisible();
  expect(await availableCouponCodes(request, shopper)).toContain('SAVE2');
});
