import { expect, test } from '@playwright/test';
import { TINY_PNG, registerShopper, useSession } from './support/accountShopper';
import { takeRemoteDown } from './support/remotes';
import { scanAccessibility } from './support/accessibilityScan';

// The seeded verify@topup.test member (store-api seed): paid orders needing a real-name upload
// (TU202611210006), the identity widget (TU202611210007) and a spot check (TU202611210008).
const VERIFY = { email: 'verify@topup.test', password: 'Verify1234!' };

test('zh-TW: the header tip leads through upload, the sandbox widget (rejected with its reason, then approved) and a spot check, then disappears', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/zh-TW/user');
  // Not logged in: the account page opens the login popup.
  const login = page.getByRole('dialog', { name: '登入' });
  await login.getByLabel('電子郵件').fill(VERIFY.email);
  await login.getByLabel('密碼').fill(VERIFY.password);
  await login.getByRole('button', { name: '登入' }).click();
  await expect(login).toBeHidden();

  const tip = page.getByRole('banner').getByRole('button', { name: '驗證身分' });
  await expect(tip).toBeVisible();
  // The auth dialog shows once for the current order (the last one needing verification).
  const auth = page.getByRole('dialog', { name: '驗證身分', exact: true });
  await expect(auth).toContainText('TU202611210006');
  await auth.getByRole('button', { name: '稍後' }).click();
  await expect(auth).toBeHidden();

  // 1) Real-name upload, with the idCard rule.
  await tip.click();
  const upload6 = page.getByRole('dialog', { name: '訂單 TU202611210006 的身分驗證' });
  await expect(upload6).toBeVisible();
  const scan = await scanAccessibility(page, (axe) => axe.include('.popup-frame'));
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
  await upload6.getByLabel('真實姓名').fill('王小明');
  await upload6.getByLabel('身分證號碼').fill('12345');
  await upload6.getByRole('button', { name: '送出驗證' }).click();
  await expect(upload6.getByText('請輸入 18 位身分證號碼（最後一碼可為 X）。')).toBeVisible();
  await expect(upload6.getByLabel('真實姓名')).toHaveValue('王小明');
  await upload6.getByLabel('身分證號碼').fill('11010519491231002X');
  await upload6.getByLabel('身分證照片').setInputFiles(TINY_PNG);
  await upload6.getByRole('button', { name: '送出驗證' }).click();
  await expect(upload6).toBeHidden();

  // 2) The next order uses the identity widget: its auth dialog, then the sandbox widget.
  const auth7 = page.getByRole('dialog', { name: '驗證身分', exact: true });
  await expect(auth7).toContainText('TU202611210007');
  await auth7.getByRole('button', { name: '立即驗證' }).click();
  const widget = page.getByRole('dialog', { name: '身分驗證', exact: true });
  await expect(widget).toBeVisible();
  await expect(widget).toContainText('TU202611210007');
  await widget.getByRole('button', { name: 'Reject (RED)' }).click();
  await expect(widget).toBeHidden();
  // The rejected review shows its reason; "verify again" goes back to the widget.
  const upload7 = page.getByRole('dialog', { name: '訂單 TU202611210007 的身分驗證' });
  await expect(upload7.getByRole('alert')).toContainText('The document photo is blurry.');
  await upload7.getByRole('button', { name: '重新驗證' }).click();
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: 'Approve (GREEN)' }).click();
  await expect(widget).toBeHidden();

  // 3) The spot check of the last order, then no order needs verification: the tip goes.
  const upload8 = page.getByRole('dialog', { name: '訂單 TU202611210008 的身分驗證' });
  await expect(upload8).toBeVisible();
  await upload8.getByLabel('抽查照片（手持身分證）').setInputFiles(TINY_PNG);
  await upload8.getByRole('button', { name: '送出驗證' }).click();
  await expect(upload8).toBeHidden();
  await expect(tip).toBeHidden();

  // Still gone after a reload.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Verify Shopper 的帳戶' })).toBeVisible();
  await expect(tip).toBeHidden();
});

test('with the account remote down, a logged-in page shows no fallback for the verification centre', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'down');
  await useSession(page, shopper);
  await takeRemoteDown(page, 'account');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account of down' })).toBeVisible();
  await expect(page.getByText('This part of the store is not available right now')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Verify your identity' })).toHaveCount(0);
});
