import { expect, test, type Page } from '@playwright/test';
import { createOrder, payOrder } from './support/shopperOrders';
import { registerShopper, startLoggedIn } from './support/shoppers';
import { scanAccessibility } from './support/accessibilityScan';

const account = (page: Page) => page.locator('[data-remote="account"]');
const orderCard = (page: Page, sn: string) => account(page).getByRole('article').filter({ hasText: sn });

test('zh-TW: cancel and then delete an order, each after confirmation; the unpaid count follows', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'cancel');
  const order = await createOrder(request, shopper);
  await startLoggedIn(page, shopper);
  await page.goto('/zh-TW/user?tab=order');

  const card = orderCard(page, order.orderSn);
  await expect(card.getByText('等待付款')).toBeVisible();
  await expect(account(page).getByRole('button', { name: '待付款 (1)' })).toBeVisible();
  // The store's delivery labels in Traditional Chinese, with the full-width colon.
  await expect(card.getByText('使用者 ID：12345678')).toBeVisible();

  await card.getByRole('button', { name: `取消訂單 ${order.orderSn}` }).click();
  const confirmCancel = page.getByRole('dialog', { name: '要取消這筆訂單嗎？' });
  await expect(confirmCancel).toContainText(order.orderSn);
  await confirmCancel.getByRole('button', { name: '是，取消訂單' }).click();
  await expect(confirmCancel).toBeHidden();
  await expect(card.getByText('已取消', { exact: true })).toBeVisible();
  await expect(account(page).getByRole('button', { name: '待付款 (0)' })).toBeVisible();

  await card.getByRole('button', { name: `刪除訂單 ${order.orderSn}` }).click();
  const confirmDelete = page.getByRole('dialog', { name: '要刪除這筆訂單嗎？' });
  // Keeping it changes nothing.
  await confirmDelete.getByRole('button', { name: '不，保留' }).click();
  await expect(confirmDelete).toBeHidden();
  await card.getByRole('button', { name: `刪除訂單 ${order.orderSn}` }).click();
  await page
    .getByRole('dialog', { name: '要刪除這筆訂單嗎？' })
    .getByRole('button', { name: '是，刪除訂單' })
    .click();
  await expect(account(page).getByText('您還沒有任何訂單。')).toBeVisible();
  await expect(orderCard(page, order.orderSn)).toHaveCount(0);
});

test('urge a paid order; pay opens the payment list', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'urge');
  const paid = await createOrder(request, shopper);
  await payOrder(request, shopper, paid);
  const unpaid = await createOrder(request, shopper);
  await startLoggedIn(page, shopper);
  await page.goto('/user?tab=order&status=paid');

  await expect(account(page).getByRole('button', { name: 'Paid (1)', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const card = orderCard(page, paid.orderSn);
  await expect(card.getByText('Paid, delivering')).toBeVisible();
  await expect(orderCard(page, unpaid.orderSn)).toHaveCount(0);
  await card.getByRole('button', { name: `Hurry up delivery of order ${paid.orderSn}` }).click();
  await expect(page.getByText('We have asked the team to hurry up your delivery.')).toBeVisible();

  await account(page).getByRole('button', { name: 'Unpaid (1)' }).click();
  await expect(page).toHaveURL(/status=unpaid/);
  await orderCard(page, unpaid.orderSn)
    .getByRole('button', { name: `Pay order ${unpaid.orderSn}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Choose a payment method' })).toBeVisible();
});

test('redeem a code: a wrong one is said inline without a toast, a good one lands in the list', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'redeem');
  await startLoggedIn(page, shopper);
  await page.goto('/user?tab=coupons');

  await expect(account(page).getByText('You have no coupons to use right now.')).toBeVisible();
  const code = account(page).getByLabel('Redeem a coupon code');
  await code.fill('NOSUCHCODE');
  await account(page).getByRole('button', { name: 'Redeem' }).click();
  const inline = account(page).getByRole('alert');
  await expect(inline).toBeVisible();
  const message = (await inline.textContent()) ?? '';
  expect(message.length).toBeGreaterThan(0);
  // Only the inline message: no toast repeats it.
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await expect(code).toHaveValue('NOSUCHCODE');

  await code.fill('save2');
  await account(page).getByRole('button', { name: 'Redeem' }).click();
  await expect(account(page).getByRole('status').filter({ hasText: 'added to your coupons' })).toBeVisible();
  const available = account(page).getByRole('list', { name: 'Available' });
  await expect(available).toContainText('SAVE2');
  await expect(available).toContainText('On orders from');
  await expect(available).toContainText('Valid until');
});

test('the account tab stays in the URL across a reload, in both languages', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'tabs');
  await startLoggedIn(page, shopper);
  await page.goto('/user');
  await account(page).getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/user\?tab=order$/);
  await page.reload();
  await expect(account(page).getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(account(page).getByRole('heading', { name: 'My orders' })).toBeVisible();

  await page.goto('/zh-TW/user');
  await account(page).getByRole('tab', { name: '優惠券' }).click();
  await expect(page).toHaveURL(/\/zh-TW\/user\?tab=coupons$/);
  await page.reload();
  await expect(account(page).getByRole('tab', { name: '優惠券' })).toHaveAttribute('aria-selected', 'true');
  await expect(account(page).getByRole('heading', { name: '我的優惠券' })).toBeVisible();
});

test('an anonymous visitor gets the login popup on the account page', async ({ page }) => {
  await page.goto('/user?tab=order');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the orders and coupons tabs pass an accessibility scan, also on a phone', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'axe');
  await createOrder(request, shopper);
  await startLoggedIn(page, shopper);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of ['order', 'coupons']) {
    await page.goto(`/zh-TW/user?tab=${tab}`);
    await expect(account(page).getByRole('tabpanel')).toBeVisible();
    await expect(account(page).getByRole('status').filter({ hasText: '載入' })).toHaveCount(0);
    const results = await scanAccessibility(page, (axe) => axe.include('[data-remote="account"]'));
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`,
      ),
    ).toEqual([]);
  }
});
