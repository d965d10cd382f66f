// Checkout screens pass axe's WCAG A/AA rules: order page, payment list, tips page, coupon page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/orderTest';
import { scanAccessibility } from './support/accessibilityScan';

async function expectNoViolations(page: Page) {
  const result = await scanAccessibility(page, (axe) => axe.withTags(['wcag2a', 'wcag2aa']));
  expect(
    result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

test('order page, payment list and result screens have no WCAG A/AA violations', async ({ page, unpaid }) => {
  test.slow(); // four full axe runs
  const { order } = unpaid;

  await page.goto(`/order/detail?oid=${order.id}`);
  await expect(page.getByText(order.orderSn)).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('list', { name: 'Payment methods' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto(`/mobile/tips/payment-failed.html?oid=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/mobile/coupon.html');
  await expect(page.getByRole('article')).toBeVisible();
  await expectNoViolations(page);
});
