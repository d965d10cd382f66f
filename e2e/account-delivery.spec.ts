// A new shopper's paid orders are delivered by the sandbox publisher (store-api, STORE_DELIVERY_SECONDS
// from playwright.config.ts): one reaches "finished", one whose account the publisher cannot deliver
// to is refunded; the account's order list shows both, in English and in Traditional Chinese.
import { expect, test, type Page } from '@playwright/test';
import {
  createOrder,
  ORDER_FINISHED,
  ORDER_REFUNDED,
  payOrder,
  waitForOrderStatus,
  type CreatedOrder,
} from './support/shopperOrders';
import { registerShopper, startLoggedIn } from './support/shoppers';

const account = (page: Page) => page.locator('[data-remote="account"]');
const orderCard = (page: Page, order: CreatedOrder) =>
  account(page).getByRole('article').filter({ hasText: order.orderSn });

/** Free Fire's player the lookup knows (BooyahKing), and one the sandbox publisher cannot deliver to. */
const DELIVERED_PLAYER = '2233445566';
const REFUSED_PLAYER = '3344556677';

test('a new shopper pays two orders: one is delivered, one refunded, and the order list says so', async ({
  page,
  request,
}) => {
  test.slow(); // a purchase through the pages, the provider's element, then two deliveries
  const shopper = await registerShopper(request, 'delivery');
  await startLoggedIn(page, shopper);

  // The first order through the pages: the top-up page, the confirmation, the payment list, the card.
  await page.goto('/top-up/free-fire');
  await page.getByLabel('Player ID').fill(DELIVERED_PLAYER);
  await expect(page.getByText('Account found: BooyahKing')).toBeVisible();
  await page.getByRole('radio', { name: /^100 Diamonds/ }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const created = page.waitForResponse(
    (response) => response.url().includes('/homs/order/v2') && response.request().method() === 'POST',
  );
  await page
    .getByRole('dialog', { name: 'Confirm your order' })
    .getByRole('button', { name: 'Confirm and pay' })
    .click();
  const delivered = ((await (await created).json()) as { data: CreatedOrder }).data;
  const payment = page.getByRole('dialog', { name: 'Choose a payment method' });
  await payment.getByRole('button', { name: /^Credit or debit card/ }).click();
  await payment
    .getByRole('region', { name: 'Paying with Credit or debit card' })
    .getByRole('button', { name: 'Pay now' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  // The second through the calls, for the account the publisher refuses.
  const refused = await createOrder(request, shopper, {
    productId: 6,
    delivery: [`Player ID:${REFUSED_PLAYER}`],
  });
  await payOrder(request, shopper, refused);

  await waitForOrderStatus(request, shopper, delivered, ORDER_FINISHED);
  await waitForOrderStatus(request, shopper, refused, ORDER_REFUNDED);

  await page.goto('/user?tab=order');
  await expect(orderCard(page, delivered).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(orderCard(page, refused).getByText('Refunded', { exact: true })).toBeVisible();
  await expect(orderCard(page, refused).getByText(`Player ID: ${REFUSED_PLAYER}`)).toBeVisible();
  // Neither can be paid or urged any more.
  await expect(account(page).getByRole('button', { name: /^(Pay order|Hurry up delivery)/ })).toHaveCount(0);

  await page.goto('/zh-TW/user?tab=order');
  await expect(orderCard(page, delivered).getByText('已送達', { exact: true })).toBeVisible();
  await expect(orderCard(page, delivered).getByText(/100 鑽石/)).toBeVisible();
  await expect(orderCard(page, refused).getByText('已退款', { exact: true })).toBeVisible();
  await expect(orderCard(page, refused).getByText(`玩家 ID：${REFUSED_PLAYER}`)).toBeVisible();
});
