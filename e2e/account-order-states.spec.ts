import { expect, test, type Page } from '@playwright/test';
import {
  ORDER_FINISHED,
  ORDER_REFUNDED,
  createOrder,
  payOrder,
  waitForChecks,
  waitForOrderStatus,
  type OrderTarget,
} from './support/shopperOrders';
import { registerShopper, startLoggedIn } from './support/shoppers';
import { closePayWindow } from './support/storeDb';

// Every state an order of the member's list can be in, as a shopper meets it in both languages: each
// order made through store-api's own calls for a member of its own; the sandbox publisher refuses,
// checks or delivers it by the account typed (store-api's sandboxPublisher.ts), and only the clock
// closing a pay window is written to the database.

/** Genshin Impact (seed product 2), its server picked from the list as the purchase page sends it. */
const GENSHIN_ASIA: OrderTarget = { productId: 2, delivery: ['UID:812345678', 'Server:os_asia'] };
/** Douyin (seed product 8, P1008): reviewed here, so no other spec counting a product's reviews sees it. */
const DOUYIN: OrderTarget = { productId: 8, delivery: ['Douyin ID:66001234'] };
/** Mobile Legends: the publisher cannot deliver to this account, so the payment is refunded. */
const MLBB_REFUSED: OrderTarget = { productId: 1, delivery: ['User ID:87654321', 'Zone ID:2001'] };
/** Genshin Impact: the publisher asks this account for a real-name upload first. */
const GENSHIN_CHECKED: OrderTarget = { productId: 2, delivery: ['UID:800000001', 'Server:os_usa'] };

const account = (page: Page) => page.locator('[data-remote="account"]');
const orderCard = (page: Page, sn: string) => account(page).getByRole('article').filter({ hasText: sn });

test('the order list names every state and offers only what it allows, with translated delivery details', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'states');
  const expired = await createOrder(request, shopper, GENSHIN_ASIA);
  closePayWindow(expired.orderSn);
  const refunded = await createOrder(request, shopper, MLBB_REFUSED);
  await payOrder(request, shopper, refunded);
  const verifying = await createOrder(request, shopper, GENSHIN_CHECKED);
  await payOrder(request, shopper, verifying);
  await waitForOrderStatus(request, shopper, refunded, ORDER_REFUNDED);
  await waitForChecks(request, shopper, verifying, { realname: 'idcard,photo', spotcheck: '' });
  await startLoggedIn(page, shopper);

  await page.goto('/user?tab=order');
  // The identity check's dialog (once per order) leads to the verification page, which names the order.
  const auth = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(auth).toContainText(verifying.orderSn);
  await auth.getByRole('link', { name: 'Open the identity verification page' }).click();
  await expect(page).toHaveURL(/\/order\/uploadAuthPage$/);
  await expect(auth).toBeHidden();
  await expect(account(page).getByRole('heading', { name: `Order ${verifying.orderSn}` })).toBeVisible();

  await page.goto('/user?tab=order');
  const expiredCard = orderCard(page, expired.orderSn);
  await expect(expiredCard.getByText('Expired', { exact: true })).toBeVisible();
  await expect(expiredCard.getByRole('button', { name: `Pay order ${expired.orderSn}` })).toHaveCount(0);
  // The server's name, not its id.
  await expect(expiredCard.getByText('Server: Asia')).toBeVisible();
  await expect(expiredCard.getByText('os_asia')).toHaveCount(0);

  const refundedCard = orderCard(page, refunded.orderSn);
  await expect(refundedCard.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(
    refundedCard.getByRole('button', { name: `Hurry up delivery of order ${refunded.orderSn}` }),
  ).toHaveCount(0);

  const verifyingCard = orderCard(page, verifying.orderSn);
  await expect(verifyingCard.getByText('Paid, identity check needed')).toBeVisible();
  await expect(verifyingCard.getByText('Real-name verification needed')).toBeVisible();
  // Its own Verify action opens this order's upload.
  await verifyingCard.getByRole('button', { name: `Verify identity for order ${verifying.orderSn}` }).click();
  const upload = page.getByRole('dialog', { name: `Identity verification for order ${verifying.orderSn}` });
  await expect(upload.getByLabel('ID card number')).toBeVisible();
  await upload.getByRole('button', { name: 'Close' }).click();

  await page.goto('/zh-TW/user?tab=order');
  await expect(orderCard(page, expired.orderSn).getByText('已過期', { exact: true })).toBeVisible();
  await expect(orderCard(page, expired.orderSn).getByText('伺服器：亞服')).toBeVisible();
  await expect(orderCard(page, refunded.orderSn).getByText('已退款', { exact: true })).toBeVisible();
  // the full-width colon, after the label in Traditional Chinese.
  await expect(orderCard(page, refunded.orderSn).getByText('使用者 ID：87654321')).toBeVisible();
  await expect(orderCard(page, refunded.orderSn).getByText('伺服器 ID：2001')).toBeVisible();
  await expect(orderCard(page, verifying.orderSn).getByText('已付款，需身分驗證')).toBeVisible();
  await expect(
    orderCard(page, verifying.orderSn).getByRole('button', { name: `驗證訂單 ${verifying.orderSn} 的身分` }),
  ).toBeVisible();
  await expect(account(page).getByText('User ID')).toHaveCount(0);
});

test('after a review is written from the order list, the order offers "View your review", which opens it', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'reviewed');
  const order = await createOrder(request, shopper, DOUYIN);
  await payOrder(request, shopper, order);
  await waitForOrderStatus(request, shopper, order, ORDER_FINISHED);
  await startLoggedIn(page, shopper);

  await page.goto('/user?tab=order');
  const card = orderCard(page, order.orderSn);
  await card.getByRole('button', { name: `Write a review for order ${order.orderSn}` }).click();
  const popup = page.getByRole('dialog', { name: 'Write a review' });
  await popup.getByRole('radio', { name: '4 stars' }).check();
  await popup.getByLabel('Your review').fill('Coins arrived, all good.');
  await popup.getByRole('button', { name: 'Send review' }).click();
  await expect(popup).toBeHidden();

  const view = card.getByRole('button', { name: `View your review of order ${order.orderSn}` });
  await expect(view).toHaveText('View your review');
  await expect(card.getByRole('button', { name: `Write a review for order ${order.orderSn}` })).toHaveCount(
    0,
  );
  await view.click();
  const shown = page.getByRole('dialog');
  await expect(shown.getByText('Your review of this order:')).toBeVisible();
  await expect(shown.getByText('Coins arrived, all good.')).toBeVisible();
  await shown.getByRole('button', { name: 'Close' }).first().click();

  // Still so after a reload, and in Traditional Chinese.
  await page.goto('/zh-TW/user?tab=order');
  await expect(
    orderCard(page, order.orderSn).getByRole('button', { name: `查看您對訂單 ${order.orderSn} 的評價` }),
  ).toHaveText('查看您的評價');
});
