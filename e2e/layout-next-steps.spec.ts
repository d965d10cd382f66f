// Where a shopper would otherwise stop: help keeps the site's navigation and finds answers as the
// shopper types, and an empty list of coupons offers the new-user coupon the shopper can still claim.
import { expect, test } from '@playwright/test';
import { openAsMember, registerShopper } from './support/shoppers';

test('help keeps the site’s header and finds answers as the shopper types, in English', async ({ page }) => {
  await page.goto('/help');
  // The site's search and menu, not only the logo.
  await expect(page.getByRole('search', { name: 'Search games and products' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search help' });
  await search.fill('forgot');
  await expect(page.getByRole('status').filter({ hasText: 'answer for “forgot”' })).toBeVisible();
  await expect(page.getByText('I forgot my password.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders and delivery' })).toBeHidden();

  await search.fill('zzqx');
  await expect(page.getByRole('status').filter({ hasText: 'No answer mentions “zzqx”' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Contact support' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('help finds answers in Traditional Chinese on /zh-TW/help', async ({ page }) => {
  await page.goto('/zh-TW/help');
  await page.getByRole('searchbox', { name: '搜尋幫助' }).fill('密碼');
  await expect(page.getByRole('status').filter({ hasText: '「密碼」共有' })).toBeVisible();
  await expect(page.getByText('忘記密碼怎麼辦？')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '訂單與到帳' })).toBeHidden();
});

test('a new member’s empty coupon list offers the new-user coupon, which they then claim', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'coupon-next-step');
  await openAsMember(page, shopper, '/user/comp/coupons');
  await expect(page.getByText('You have no coupons to use right now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse games to top up' })).toBeVisible();
  await page.getByRole('link', { name: 'Claim the new-member coupon' }).click();
  await expect(page.getByRole('heading', { name: 'Claim your coupon' })).toBeVisible();
  await page.getByRole('button', { name: 'Claim coupon' }).click();
  await expect(page.getByText('The coupon is in your account.', { exact: false })).toBeVisible();
  await page.goto('/zh-TW/user/comp/coupons');
  // Claimed: the list holds it, and the empty state's offer is gone.
  await expect(page.getByRole('list', { name: '可使用' })).toBeVisible();
  await expect(page.getByRole('link', { name: '領取新會員優惠券' })).toHaveCount(0);
});

test('an empty coupon list offers the new-user coupon in Traditional Chinese', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'coupon-next-step-zh');
  await openAsMember(page, shopper, '/zh-TW/user/comp/coupons');
  await expect(page.getByRole('link', { name: '領取新會員優惠券' })).toHaveAttribute(
    'href',
    '/zh-TW/mobile/coupon.html',
  );
  await expect(page.getByRole('link', { name: '瀏覽可儲值的遊戲' })).toHaveAttribute('href', '/zh-TW/top-up');
});
