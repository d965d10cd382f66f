import { expect, test, type Page } from '@playwright/test';
import { captureCoupon } from './support/shopperCoupons';
import { registerShopper } from './support/shoppers';
import { FIRST_VISIT } from '../playwright.config';

// A first visit: the seeded home popup shows and the shopper closes it.
test.use({ storageState: FIRST_VISIT });

/** The seeded home popup (store-api seed siteData), shown once to a new visitor. */
const HOME_POPUP_EN = 'Weekend sale';

async function closeHomePopup(page: Page, title = HOME_POPUP_EN, close = 'Close') {
  const popup = page.getByRole('dialog', { name: title });
  await popup.getByRole('button', { name: close }).click();
  await expect(popup).toBeHidden();
}

/** SAVE2 in store-api's seed coupons. */
const SAVE2_COUPON_ID = 2;

/** The member's token as the shared user store keeps it (shared-lib writeStored shape). */
async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('user-token');
    return raw ? (JSON.parse(raw) as { value: string }).value : '';
  });
}

test('a guest goes from home to a created Genshin Impact order and the payment list', async ({
  page,
  request,
}) => {
  // A member of its own who has claimed SAVE2 ($2 off from $10, seed coupon 2), so the journey can run
  // again on the same database: the seeded members' coupons and unpaid-order limit stay untouched.
  const shopper = await registerShopper(request, 'buyer');
  await captureCoupon(request, shopper, SAVE2_COUPON_ID);
  await page.goto('/');
  await closeHomePopup(page);

  await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Game top-up' }).click();
  await expect(page).toHaveURL(/[?&]type=game/);
  const gameSection = page.getByRole('region', { name: 'Game top-up' });
  await expect(page.getByRole('region', { name: 'Live top-up' })).toHaveCount(0);
  await gameSection.getByRole('link', { name: 'Top up Genshin Impact' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Genshin Impact' })).toBeVisible();
  await page.getByLabel('UID').fill('812345678');
  await page.getByLabel('Server').selectOption('os_asia');
  await expect(page.getByText('Account found: Traveler')).toBeVisible();
  const denomination = page.getByRole('radio', { name: /980\+110 Genesis Crystals/ });
  await denomination.check();

  // Buying needs a login: the shell's popup, then the same page with everything still there, and the
  // purchase goes on by itself to the confirm dialog, with the member's best coupon (SAVE2) on it.
  await page.getByRole('button', { name: 'Buy now' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Use a password instead' }).click();
  await login.getByLabel('Email').fill(shopper.email);
  await login.getByLabel('Password').fill(shopper.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(confirm).toContainText('812345678');
  await expect(confirm).toContainText('Asia');
  await expect(confirm).toContainText('Traveler');
  // $13.99 less SAVE2's $2.00.
  await expect(confirm).toContainText('$11.99');
  await expect(page.getByLabel('UID')).toHaveValue('812345678');
  await expect(page.getByLabel('Server')).toHaveValue('os_asia');
  await expect(denomination).toBeChecked();
  await expect(page.getByRole('radio', { name: /SAVE2/ })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Coupon');
  await expect(summary).toContainText('$2.00');

  const created = page.waitForResponse(
    (response) => response.url().includes('/homs/order/v2') && response.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
  const answer = (await (await created).json()) as { code: number; data: { id: number; orderSn: string } };
  expect(answer.code).toBe(200);

  await expect(page.getByRole('dialog', { name: 'Choose a payment method' })).toBeVisible();

  // The order exists for the member, unpaid, with the coupon and the account typed.
  const token = await storedToken(page);
  const order = await request.get(`/api/homs/order/sn/${answer.data.orderSn}`, {
    headers: { Authorization: token },
  });
  const body = (await order.json()) as {
    code: number;
    data: { id: number; status: number; productName: string; couponDiscount: number; delivery: string };
  };
  expect(body.code).toBe(200);
  expect(body.data.id).toBe(answer.data.id);
  expect(body.data.status).toBe(0);
  expect(body.data.productName).toBe('Genshin Impact');
  expect(body.data.couponDiscount).toBeGreaterThan(0);
  expect(JSON.parse(body.data.delivery)).toEqual(['UID:812345678', 'Server:os_asia']);
});

test('an unknown player ID blocks the purchase with a message', async ({ page }) => {
  await page.goto('/top-up/genshin-impact');
  await page.getByLabel('UID').fill('123456789');
  await page.getByLabel('Server').selectOption('os_usa');
  await expect(page.getByText('No account was found for this ID. Check the ID and server.')).toBeVisible();
  await page.getByRole('radio', { name: /^60 Genesis Crystals/ }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByText('We need to find your game account before you can buy.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Confirm your order' })).toHaveCount(0);
  await expect(page.getByLabel('UID')).toHaveValue('123456789');
});

test('a purchase form survives a reload and a language switch (nothing typed is lost)', async ({ page }) => {
  await page.goto('/top-up/genshin-impact');
  await page.getByLabel('UID').fill('812345678');
  await page.getByLabel('Server').selectOption('os_asia');
  await expect(page.getByText('Account found: Traveler')).toBeVisible();
  await page.getByRole('radio', { name: /980\+110/ }).check();

  await page.reload();
  await expect(page.getByLabel('UID')).toHaveValue('812345678');
  await expect(page.getByLabel('Server')).toHaveValue('os_asia');
  await expect(page.getByRole('radio', { name: /980\+110/ })).toBeChecked();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page
    .getByRole('dialog', { name: 'Choose your language' })
    .getByRole('button', { name: '繁體中文' })
    .click();
  await expect(page).toHaveURL(/\/zh-TW\/top-up\/genshin-impact$/);
  await expect(page.getByRole('textbox', { name: /UID/ })).toHaveValue('812345678');
  await expect(page.getByRole('combobox', { name: /伺服器|Server/ })).toHaveValue('os_asia');
  await expect(page.getByRole('radio', { name: /980\+110/ })).toBeChecked();
});
