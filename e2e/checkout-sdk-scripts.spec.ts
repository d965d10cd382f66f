// The payment SDK's script loading: 3 attempts 500 ms apart, LOAD_SCRIPT_ERROR after that.
import type { Page } from '@playwright/test';
import { expect, test } from './support/orderTest';

const CONTROLLER_SCRIPT = '**/sandbox/pay/sdk/controller.js';

async function chooseCard(page: Page, orderId: number) {
  await page.goto(`/order/detail?oid=${orderId}`);
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await dialog.getByRole('button', { name: /^Credit or debit card/ }).click();
  return dialog;
}

test('a script that fails to load twice loads on the third attempt', async ({ page, unpaid }) => {
  const { order } = unpaid;
  let requests = 0;
  await page.route(CONTROLLER_SCRIPT, (route) => {
    requests += 1;
    return requests <= 2 ? route.abort('connectionrefused') : route.continue();
  });
  const dialog = await chooseCard(page, order.id);
  await expect(dialog.getByText('Complete your payment in the form below.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay now' })).toBeVisible();
  expect(requests).toBe(3);
});

test('a script that never loads shows the LOAD_SCRIPT_ERROR message, and Retry recovers', async ({
  page,
  unpaid,
}) => {
  const { order } = unpaid;
  let requests = 0;
  let down = true;
  await page.route(CONTROLLER_SCRIPT, (route) => {
    requests += 1;
    return down ? route.abort('connectionrefused') : route.continue();
  });
  const dialog = await chooseCard(page, order.id);
  await expect(dialog.getByRole('alert')).toHaveText(
    /The payment form could not be loaded \(LOAD_SCRIPT_ERROR\)\. Check your connection and try again\./,
  );
  expect(requests).toBe(3);

  down = false;
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByText('Complete your payment in the form below.')).toBeVisible();
});
