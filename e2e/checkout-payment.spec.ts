// Paying an order through the payment list and the sandbox SDK element, for each sandbox outcome.
import type { Page } from '@playwright/test';
import { expect, test } from './support/orderTest';
import { untilHydrated } from './support/hydration';
import { readOrder, type CreatedOrder } from './support/shopperOrders';

const paymentList = (page: Page) => page.getByRole('dialog', { name: 'Choose a payment method' });

/** From the order page: Pay now, pick a method, wait for the SDK element's buttons. */
async function openPaymentForm(page: Page, order: CreatedOrder, method: string) {
  await page.goto(`/order/detail?oid=${order.id}`);
  await expect(page.getByText(order.orderSn)).toBeVisible();
  // The order page arrives rendered by the server; its buttons work once the checkout remote has
  // hydrated it (a tap on them before that may be lost).
  await untilHydrated(page);
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Pay now' }).click();
  const dialog = paymentList(page);
  await dialog.getByRole('button', { name: new RegExp(`^${method}`) }).click();
  await expect(dialog.getByText('Complete your payment in the form below.')).toBeVisible();
  return dialog.getByRole('region', { name: `Paying with ${method}` });
}

test('success: the order becomes paid, the success page says so, the order shows paid', async ({
  page,
  request,
  unpaid,
}) => {
  test.slow(); // several full page loads through the provider
  const { shopper, order } = unpaid;
  const form = await openPaymentForm(page, order, 'Credit or debit card');
  await form.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/mobile\/tips\/payment-success\.html\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  expect((await readOrder(request, shopper, order.id)).status).toBe(1);

  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByText('Paid, delivering')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Pay now' }),
  ).toHaveCount(0);

  await page.goto(`/pay-result?oid=${order.id}`);
  await expect(
    page.getByText('Payment received. Your order is paid and the top-up is on its way.'),
  ).toBeVisible();
});

test('pending: the pending page offers the status check, the order still waits', async ({
  page,
  request,
  unpaid,
}) => {
  const { shopper, order } = unpaid;
  const form = await openPaymentForm(page, order, 'Google Pay');
  await form.getByRole('button', { name: 'Leave pending' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
  expect((await readOrder(request, shopper, order.id)).status).toBe(0);
  await page.getByRole('link', { name: 'Check payment status' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment result' })).toBeVisible();
  await expect(
    page.getByText('Your payment provider is still confirming the payment… This page updates by itself.'),
  ).toBeVisible();
});

test('failed by card: the failed page leads to the card guide and to trying again', async ({
  page,
  request,
  unpaid,
}) => {
  test.slow(); // several full page loads through the provider
  const { shopper, order } = unpaid;
  const form = await openPaymentForm(page, order, 'Credit or debit card');
  await form.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  expect((await readOrder(request, shopper, order.id)).status).toBe(0);
  const guides = page.getByRole('navigation', { name: 'Need help with the payment?' });
  await expect(guides.getByRole('link')).toHaveText(['Card payment tips']);
  await guides.getByRole('link', { name: 'Card payment tips' }).click();
  await expect(page).toHaveURL(/\/mobile\/tips\/payment-failed-credit-guide\.html/);
  await expect(page.getByRole('heading', { level: 1, name: 'Card payment failed' })).toBeVisible();
  await expect(page.getByText('Check the card number, expiry date and security code.')).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(paymentList(page).getByRole('list', { name: 'Payment methods' })).toBeVisible();
});

test('failed by PayPal: the failed page leads to the PayPal guide', async ({ page, unpaid }) => {
  const { order } = unpaid;
  const form = await openPaymentForm(page, order, 'PayPal');
  await form.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  const guides = page.getByRole('navigation', { name: 'Need help with the payment?' });
  await expect(guides.getByRole('link')).toHaveText(['PayPal payment tips']);
  await guides.getByRole('link', { name: 'PayPal payment tips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PayPal payment failed' })).toBeVisible();
  await expect(
    page.getByText('Check that your PayPal balance or linked card covers the amount.'),
  ).toBeVisible();
});

test('cancel: the order is still unpaid and can be paid again', async ({ page, request, unpaid }) => {
  test.slow(); // several full page loads through the provider
  const { shopper, order } = unpaid;
  const form = await openPaymentForm(page, order, 'Apple Pay');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByText('Waiting for payment')).toBeVisible();
  expect((await readOrder(request, shopper, order.id)).status).toBe(0);

  const again = await openPaymentForm(page, order, 'Credit or debit card');
  await again.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  expect((await readOrder(request, shopper, order.id)).status).toBe(1);
});

test('the payment list links to the safety popup', async ({ page, unpaid }) => {
  const { order } = unpaid;
  await page.goto(`/order/detail?oid=${order.id}`);
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Pay now' }).click();
  await paymentList(page).getByRole('button', { name: 'Is my payment safe?' }).click();
  const safety = page.getByRole('dialog', { name: 'Payment safety' });
  await expect(safety.getByText('Your payment is protected at every step.')).toBeVisible();
  await safety.getByRole('button', { name: 'Got it' }).click();
  await expect(safety).toBeHidden();
  await expect(paymentList(page)).toBeVisible();
});
