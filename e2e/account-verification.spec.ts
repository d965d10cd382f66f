import { expect, test } from '@playwright/test';
import { tinyPng } from './support/pictures';
import {
  createOrder,
  payOrder,
  waitForChecks,
  type CreatedOrder,
  type RequiredChecks,
} from './support/shopperOrders';
import { registerShopper, startLoggedIn } from './support/shoppers';
import { takeRemoteDown } from './support/remotes';
import { scanAccessibility } from './support/accessibilityScan';

// Three paid orders waiting for identity checks, as store-api's seed gives its verify@topup.test member
// (TU202611210006-8): a real-name upload, the identity widget, a spot check. The sandbox publisher asks
// these checks of these accounts (store-api's sandboxPublisher.ts). Each run makes a member of its own
// with them, so the journey can run again on the same database.
const WAITING: { product: { productId: number; delivery: string[] }; checks: RequiredChecks }[] = [
  {
    product: { productId: 2, delivery: ['UID:800000001', 'Server:America'] },
    checks: { realname: 'idcard,photo', spotcheck: '' },
  },
  {
    product: { productId: 5, delivery: ['UID:700000001', 'Server:Asia'] },
    checks: { realname: 'sumsub', spotcheck: '' },
  },
  {
    product: { productId: 1, delivery: ['User ID:11112222', 'Zone ID:3001'] },
    checks: { realname: '', spotcheck: 'selfie' },
  },
];

// The sandbox widget speaks the language of the i18n_redirected cookie, as the vendor's does:
// Chinese once the page has stored it, English before.
const WIDGET_REJECT = /^(退回|Reject \(RED\))$/;
const WIDGET_APPROVE = /^(核准|Approve \(GREEN\))$/;

test('zh-TW: the header tip leads through upload, the sandbox widget (rejected with its reason, then approved) and a spot check, then disappears', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await registerShopper(request, 'verifier');
  const orders: CreatedOrder[] = [];
  for (const { product } of WAITING) {
    const order = await createOrder(request, shopper, product);
    await payOrder(request, shopper, order);
    orders.push(order);
  }
  await Promise.all(
    WAITING.map(({ checks }, index) => {
      const order = orders[index];
      return order ? waitForChecks(request, shopper, order, checks) : Promise.resolve();
    }),
  );
  const orderSns = orders.map((order) => order.orderSn);
  const [sn6 = '', sn7 = '', sn8 = ''] = orderSns;

  await page.goto('/zh-TW/user');
  // Not logged in: the account page opens the login popup.
  const login = page.getByRole('dialog', { name: '登入' });
  await login.getByRole('button', { name: '改用密碼' }).click();
  await login.getByLabel('電子郵件').fill(shopper.email);
  await login.getByLabel('密碼').fill(shopper.password);
  await login.getByRole('button', { name: '登入' }).click();
  await expect(login).toBeHidden();

  const tip = page.getByRole('banner').getByRole('button', { name: '驗證身分' });
  await expect(tip).toBeVisible();
  // The auth dialog shows once for the current order (the last one needing verification).
  const auth = page.getByRole('dialog', { name: '驗證身分', exact: true });
  await expect(auth).toContainText(sn6);
  await auth.getByRole('button', { name: '稍後' }).click();
  await expect(auth).toBeHidden();

  // 1) Real-name upload, with the idCard rule.
  await tip.click();
  const upload6 = page.getByRole('dialog', { name: `訂單 ${sn6} 的身分驗證` });
  await expect(upload6).toBeVisible();
  const scan = await scanAccessibility(page, (axe) => axe.include('.popup-frame'));
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
  await upload6.getByLabel('真實姓名').fill('王小明');
  await upload6.getByLabel('身分證號碼').fill('12345');
  await upload6.getByRole('button', { name: '送出驗證' }).click();
  await expect(upload6.getByText('請輸入有效的 18 位身分證號碼（最後一碼可為 X）。')).toBeVisible();
  await expect(upload6.getByLabel('真實姓名')).toHaveValue('王小明');
  await upload6.getByLabel('身分證號碼').fill('11010519491231002X');
  await upload6.getByLabel('身分證照片').setInputFiles(tinyPng());
  await upload6.getByRole('button', { name: '送出驗證' }).click();
  await expect(upload6).toBeHidden();

  // 2) The next order uses the identity widget: its auth dialog, then the sandbox widget.
  const auth7 = page.getByRole('dialog', { name: '驗證身分', exact: true });
  await expect(auth7).toContainText(sn7);
  await auth7.getByRole('button', { name: '立即驗證' }).click();
  const widget = page.getByRole('dialog', { name: '身分驗證', exact: true });
  await expect(widget).toBeVisible();
  await expect(widget).toContainText(sn7);
  await widget.getByRole('button', { name: WIDGET_REJECT }).click();
  await expect(widget).toBeHidden();
  // The rejected review shows its reason; "verify again" goes back to the widget.
  const upload7 = page.getByRole('dialog', { name: `訂單 ${sn7} 的身分驗證` });
  // The provider's reason, in the shopper's language.
  await expect(upload7.getByRole('alert')).toContainText('證件照片模糊不清。');
  await upload7.getByRole('button', { name: '重新驗證' }).click();
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: WIDGET_APPROVE }).click();
  await expect(widget).toBeHidden();

  // 3) The spot check of the last order, then no order needs verification: the tip goes.
  const upload8 = page.getByRole('dialog', { name: `訂單 ${sn8} 的身分驗證` });
  await expect(upload8).toBeVisible();
  await upload8.getByLabel('抽查照片（手持身分證）').setInputFiles(tinyPng());
  await upload8.getByRole('button', { name: '送出驗證' }).click();
  await expect(upload8).toBeHidden();
  await expect(tip).toBeHidden();

  // Still gone after a reload.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'verifier 的帳戶' })).toBeVisible();
  await expect(tip).toBeHidden();
});

test('with the account remote down, a logged-in page shows no fallback for the verification centre', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'down');
  await startLoggedIn(page, shopper);
  await takeRemoteDown(page, 'account');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account of down' })).toBeVisible();
  await expect(page.getByText('This part of the store is not available right now')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Verify your identity' })).toHaveCount(0);
});
