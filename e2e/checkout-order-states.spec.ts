// The order page shows each state of an order with what the shopper can do in it: verify the identity
// of this very order, review a delivered order (then view the review), labels in the page's language.
import { expect, test } from './support/orderTest';
import {
  MLBB,
  ORDER_FINISHED,
  createOrder,
  payOrder,
  waitForChecks,
  waitForOrderStatus,
} from './support/shopperOrders';
import { rememberLanguage } from './support/language';
import { apiData } from './support/storeApi';

// The sandbox publisher decides by the account typed (store-api's sandboxPublisher.ts): it asks this
// Genshin Impact account for a real-name upload, and delivers this PUBG Mobile account.
const GENSHIN_CHECKED = { productId: 2, delivery: ['UID:800000001', 'Server:America'] };
const REAL_NAME_UPLOAD = { realname: 'idcard,photo', spotcheck: '' };
const PUBG_DELIVERED = { productId: 4, delivery: ['Player ID:5123498761'] };

test('a paid order waiting for an identity check: Verify identity opens the check of that order', async ({
  page,
  request,
  unpaid,
}) => {
  const { shopper } = unpaid;
  // Two orders wait: the check of the earlier one is the current one (as the header's tip says), so
  // the later one's Verify must point the account's flow at it.
  const order = await createOrder(request, shopper, GENSHIN_CHECKED);
  await payOrder(request, shopper, order);
  await waitForChecks(request, shopper, order, REAL_NAME_UPLOAD);
  const later = await createOrder(request, shopper, GENSHIN_CHECKED);
  await payOrder(request, shopper, later);
  await waitForChecks(request, shopper, later, REAL_NAME_UPLOAD);

  await page.goto(`/order/detail?oid=${later.id}`);
  await expect(page.getByText('Paid, identity check needed')).toBeVisible();
  // The account's once-per-order notice names the current order.
  const notice = page.getByRole('dialog', { name: 'Verify your identity', exact: true });
  await expect(notice).toContainText(order.orderSn);
  await notice.getByRole('button', { name: 'Later' }).click();
  await page
    .getByRole('group', { name: 'Order actions' })
    .getByRole('button', { name: 'Verify identity' })
    .click();
  await expect(
    page.getByRole('dialog', { name: `Identity verification for order ${later.orderSn}` }),
  ).toBeVisible();
});

test('a delivered order: Write a review, then View your review; labels in zh-TW', async ({
  page,
  request,
  unpaid,
}) => {
  const { shopper } = unpaid;
  const order = await createOrder(request, shopper, PUBG_DELIVERED);
  await payOrder(request, shopper, order);
  await waitForOrderStatus(request, shopper, order, ORDER_FINISHED);

  await page.goto(`/zh-TW/order/detail?oid=${order.id}`);
  await expect(page.getByText('已送達', { exact: true })).toBeVisible();
  await expect(page.getByText('玩家 ID：5123498761')).toBeVisible();

  // The Chinese page was remembered: the shopper chooses English again.
  await rememberLanguage(page, 'en');
  await page.goto(`/order/detail?oid=${order.id}`);
  const actions = page.getByRole('group', { name: 'Order actions' });
  await actions.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByLabel('Your review').fill('Arrived in two minutes, as promised.');
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog).toBeHidden();

  await actions.getByRole('button', { name: 'View your review' }).click();
  await expect(page.getByRole('dialog').getByText('Arrived in two minutes, as promised.')).toBeVisible();
});

test('an unpaid order holding a coupon says so; cancelling gives it back', async ({
  page,
  request,
  unpaid,
}) => {
  const { shopper } = unpaid;
  // The order of the fixture has no coupon: this one takes a claimed SAVE2 ($2 off $10 or more).
  const { authorization } = shopper;
  const coupon = await apiData<{ id: number }>(request, 'POST', '/hums/coupon/capture/redemption', {
    authorization,
    data: { code: 'SAVE2' },
  });
  const product = await apiData<{ skus: { id: number; price: number }[] }>(request, 'GET', '/hpms/product/1');
  const sku = product.skus.find((candidate) => candidate.price >= 10);
  if (!sku) throw new Error('Mobile Legends has no denomination of $10 or more');
  const order = await apiData<{ id: number }>(request, 'POST', '/homs/order/v2', {
    authorization,
    data: { productId: 1, skuId: sku.id, quantity: 1, delivery: MLBB.delivery, memberCouponId: coupon.id },
  });

  await page.goto(`/order/detail?oid=${order.id}`);
  await expect(
    page.getByText(
      'The coupon is held by this order until it is paid. Cancelling the order gives it back to your coupons.',
    ),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Order actions' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel order' });
  await expect(confirm).toContainText('The coupon it holds goes back to your coupons');
  await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByText('The coupon this order used is back in your coupons.')).toBeVisible();
});
