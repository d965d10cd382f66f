// Coupons on the purchase page through the real store: a promo code redeemed in place (a guest is asked
// to log in), the new-user offer for a shopper who may claim it, and a claimed coupon that an unpaid
// order holds, named with the way to that order.
import { expect, test } from '@playwright/test';
import { registerShopper, startLoggedIn, type Shopper } from './support/shoppers';
import { apiData } from './support/storeApi';

/** SAVE2 ($2 off from $10) in store-api's seed coupons. */
const SAVE2_COUPON_ID = 2;

async function orderHoldingSave2(request: Parameters<typeof registerShopper>[0], shopper: Shopper) {
  const held = await apiData<{ id: number }>(request, 'POST', `/hums/coupon/${SAVE2_COUPON_ID}/capture`, {
    authorization: shopper.authorization,
  });
  const genshin = await apiData<{ id: number; skus: { id: number; name: string }[] }>(
    request,
    'GET',
    '/hpms/product/2',
  );
  const pack = genshin.skus.find((sku) => sku.name.startsWith('980+110'));
  return apiData<{ id: number; orderSn: string }>(request, 'POST', '/homs/order/v2', {
    authorization: shopper.authorization,
    data: {
      productId: genshin.id,
      skuId: pack?.id,
      quantity: 1,
      delivery: ['UID:812345678', 'Server:os_asia'],
      memberCouponId: held.id,
    },
  });
}

test('a guest is asked to log in to redeem a promo code or claim the new-user offer', async ({ page }) => {
  await page.goto('/top-up/mobile-legends');
  const offer = page.getByRole('complementary', { name: 'New-user offer' });
  await expect(offer).toContainText('WELCOME5: US$5.00 off orders of US$20.00 or more');
  await page.getByRole('button', { name: 'Log in to redeem a code' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member redeems a promo code on the purchase page and it goes on the order', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'promo');
  await startLoggedIn(page, shopper);
  await page.goto('/top-up/mobile-legends');
  await page.getByRole('radio', { name: /^706 Diamonds/ }).check();
  const field = page.getByRole('textbox', { name: 'Promo code' });

  await field.fill('NO-SUCH-CODE');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'No coupon has this code.' })).toBeVisible();
  await expect(field).toHaveValue('NO-SUCH-CODE');

  await field.fill('mlbb10');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText(/^Code redeemed: .+ is in your coupons\.$/)).toBeVisible();
  await expect(page.getByRole('radio', { name: /MLBB10/ })).toBeChecked();
  // 10% of $11.49.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Coupon−US$1.15');
  // Enter in the field redeemed; it bought nothing.
  await expect(page.getByRole('dialog', { name: 'Confirm your order' })).toHaveCount(0);
});

test('a new member claims the new-user coupon on the purchase page; it is then theirs', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'newcomer');
  await startLoggedIn(page, shopper);
  await page.goto('/top-up/genshin-impact');
  const offer = page.getByRole('complementary', { name: 'New-user offer' });
  await offer.getByRole('button', { name: 'Claim the new-user coupon' }).click();
  await expect(page.getByRole('radio', { name: /WELCOME5/ })).toBeVisible();
  await expect(offer).toHaveCount(0);
  const mine = await apiData<{ code: string }[]>(request, 'GET', '/hums/coupon/member/available', {
    authorization: shopper.authorization,
  });
  expect(mine.map((coupon) => coupon.code)).toContain('WELCOME5');
});

test('the purchase page names the unpaid order holding a coupon and leads to it', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'holder');
  const order = await orderHoldingSave2(request, shopper);
  await startLoggedIn(page, shopper);
  await page.goto('/top-up/genshin-impact');
  await expect(
    page.getByText(
      `Coupon SAVE2 is held by your unpaid order ${order.orderSn}. Pay that order, or cancel it to use the coupon here.`,
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: `Pay or cancel order ${order.orderSn}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/detail\\?oid=${order.id}$`));
  await expect(page.getByText(order.orderSn).first()).toBeVisible();
});
