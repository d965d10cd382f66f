// Coming back from the payment provider: to the language the shopper paid in, to a receipt, to the
// truth when another tab paid the order first, and to an end when the provider leaves a payment pending.
import type { Page } from '@playwright/test';
import { expect, test } from './support/orderTest';
import { payOrder, readOrder, type CreatedOrder } from './support/shopperOrders';
import { startLoggedIn } from './support/shoppers';
import { apiData } from './support/storeApi';

/** The order page's texts a test goes through, in each language. */
const TEXTS = {
  en: {
    prefix: '',
    actions: 'Order actions',
    payNow: 'Pay now',
    list: 'Choose a payment method',
    card: 'Credit or debit card',
    ready: 'Complete your payment in the form below.',
    paying: 'Paying with Credit or debit card',
  },
  'zh-TW': {
    prefix: '/zh-TW',
    actions: '訂單操作',
    payNow: '立即付款',
    list: '選擇付款方式',
    card: '信用卡或金融卡',
    ready: '請在下方表單完成付款。',
    paying: '付款方式：信用卡或金融卡',
  },
} as const;

type Language = keyof typeof TEXTS;

/** The provider's session id of the payment the page opens next. */
function nextSessionId(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/payments/sessions'))
    .then(async (response) => ((await response.json()) as { data: { sessionId: string } }).data.sessionId);
}

/**
 * From the order page: Pay now, the card method, the provider's element ready in the form; with the
 * id of the provider session the form opened.
 */
async function openCardForm(page: Page, order: CreatedOrder, language: Language = 'en') {
  const text = TEXTS[language];
  await page.goto(`${text.prefix}/order/detail?oid=${order.id}`);
  await page.getByRole('group', { name: text.actions }).getByRole('button', { name: text.payNow }).click();
  const dialog = page.getByRole('dialog', { name: text.list });
  const sessionId = nextSessionId(page);
  await dialog.getByRole('button', { name: new RegExp(`^${text.card}`) }).click();
  await expect(dialog.getByText(text.ready)).toBeVisible();
  return { form: dialog.getByRole('region', { name: text.paying }), sessionId: await sessionId };
}

test('paying in zh-TW comes back to the zh-TW receipt, the provider’s buttons in Chinese', async ({
  page,
  request,
  unpaid,
}) => {
  test.slow(); // a full page load through the provider
  const { shopper, order } = unpaid;
  const { form } = await openCardForm(page, order, 'zh-TW');
  const element = form.getByRole('group', { name: '沙盒付款' });
  await expect(element.getByRole('button')).toHaveText(['立即付款', '保持處理中', '讓付款失敗', '取消付款']);
  await element.getByRole('button', { name: '立即付款' }).click();

  await expect(page).toHaveURL(/\/zh-TW\/mobile\/tips\/payment-success\.html\?/);
  await expect(page.getByRole('heading', { level: 1, name: '付款成功' })).toBeVisible();
  const receipt = page.getByRole('region', { name: '收據' });
  await expect(receipt).toContainText(order.orderSn);
  await expect(receipt).toContainText(`${order.amount.toFixed(2)}（${order.currency}）`);
  await expect(receipt).toContainText('使用者 ID：12345678');
  await expect(receipt).toContainText('伺服器 ID：2001');
  expect((await readOrder(request, shopper, order.id)).status).toBe(1);

  await page.getByRole('link', { name: '查看付款狀態' }).click();
  await expect(page).toHaveURL(new RegExp(`/zh-TW/order/PayResult\\?oid=${order.id}$`));
  await expect(page.getByText('已收到付款，訂單已付款，儲值正在處理中。')).toBeVisible();
});

test('the success page is a receipt: order number, item, amount and currency, player account', async ({
  page,
  unpaid,
}) => {
  test.slow(); // a full page load through the provider
  const { order } = unpaid;
  const { form } = await openCardForm(page, order);
  await form.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByText(order.orderSn)).toBeVisible();
  await expect(receipt).toContainText(`$${order.amount.toFixed(2)} (${order.currency})`);
  await expect(receipt).toContainText('User ID: 12345678');
  await expect(receipt).toContainText('Paid on');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByText('Paid, delivering')).toBeVisible();
});

test('a second tab’s form, after the first tab paid, says the order is already paid', async ({
  page,
  unpaid,
}) => {
  test.slow(); // two tabs, full page loads through the provider
  const { shopper, order } = unpaid;
  const second = await page.context().newPage();
  await startLoggedIn(second, shopper);
  const { form: secondForm } = await openCardForm(second, order);

  const { form: firstForm } = await openCardForm(page, order);
  await firstForm.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  await secondForm.getByRole('button', { name: 'Pay now' }).click();
  // The provider refuses the second payment; the form hands the paid order back to the list, which says so.
  await expect(
    second
      .getByRole('status')
      .filter({ hasText: 'This order is already paid (in another tab or window, perhaps).' }),
  ).toBeVisible();
  await expect(second.getByText(/you were not charged/)).toHaveCount(0);
  await expect(second.getByRole('alert')).toHaveCount(0);
});

test('a second tab’s payment list, after the order was paid, says so when a method is chosen', async ({
  page,
  request,
  unpaid,
}) => {
  const { shopper, order } = unpaid;
  await page.goto(`/order/detail?oid=${order.id}`);
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a payment method' });
  await expect(dialog.getByRole('list', { name: 'Payment methods' })).toBeVisible();

  await payOrder(request, shopper, order);
  await dialog.getByRole('button', { name: /^Credit or debit card/ }).click();
  await expect(
    dialog.getByText(
      'This order is already paid (in another tab or window, perhaps). You do not need to pay again.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'View the order' }).click();
  await expect(page.getByText('Paid, delivering')).toBeVisible();
});

test('a pending payment: the order says so, its status page waits, and ends paid once the provider settles', async ({
  page,
  request,
  unpaid,
}) => {
  test.slow(); // full page loads through the provider, then the status page's poll
  const { shopper, order } = unpaid;
  const { form, sessionId } = await openCardForm(page, order);
  await form.getByRole('button', { name: 'Leave pending' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What to do next' })).toContainText(
    'you do not need to pay again',
  );

  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByText('Payment pending', { exact: true })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Order actions' });
  await expect(actions.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await actions.getByRole('link', { name: 'Check payment status' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/PayResult\\?oid=${order.id}$`));
  await expect(
    page.getByText('Your payment provider is still confirming the payment…', { exact: false }),
  ).toBeVisible();

  // The provider settles the pending payment (its signed callback); the page's poll sees it.
  await apiData(request, 'POST', `/sandbox/pay/checkout/${sessionId}/complete`, {
    data: { outcome: 'success' },
  });
  await expect(
    page.getByText('Payment received. Your order is paid and the top-up is on its way.'),
  ).toBeVisible();
  expect((await readOrder(request, shopper, order.id)).status).toBe(1);
});
