// The order page: the mobile openPay=1 path and another member's order.
import { expect, test } from './support/orderTest';
import { createOrder } from './support/shopperOrders';
import { registerShopper, startLoggedIn } from './support/shoppers';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('openPay=1 opens the payment list at once', async ({ page, unpaid }) => {
    const { order } = unpaid;
    await page.goto(`/order/detail?oid=${order.id}&openPay=1`);
    const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
    await expect(dialog.getByRole('list', { name: 'Payment methods' })).toBeVisible();

    // Closing goes to the order page without openPay, so a reload does not open it again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/order/detail\\?oid=${order.id}$`));
    await expect(page.getByText(order.orderSn)).toBeVisible();
  });
});

test('a wide screen ignores openPay=1', async ({ page, unpaid }) => {
  const { order } = unpaid;
  await page.goto(`/order/detail?oid=${order.id}&openPay=1`);
  await expect(page.getByText(order.orderSn)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose a payment method' })).toHaveCount(0);
});

test('another member’s order answers not found', async ({ page, request }) => {
  const stranger = await registerShopper(request, 'stranger');
  const theirs = await createOrder(request, stranger);
  await startLoggedIn(page, await registerShopper(request, 'checkout'));
  await page.goto(`/order/detail?oid=${theirs.id}`);
  await expect(page.locator('[data-remote="checkout"]').getByRole('alert')).toHaveText(/Order not found\./);
  // A seeded order of the demo member, by its sn.
  await page.goto('/order/detail?oid=TU202611200001');
  await expect(page.locator('[data-remote="checkout"]').getByRole('alert')).toHaveText(/Order not found\./);
});
