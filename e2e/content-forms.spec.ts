import { expect, test } from '@playwright/test';
import { answerCaptcha } from './support/siteServices';
import { storedFeedback, storedPartnerEnquiries } from './support/storeDb';
import { chooseOption } from './support/picker';

// Routes that fetch the real answer may still be in flight when a test ends: let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('feedback passes the captcha and is stored by the API', async ({ page }) => {
  const message = `The payment page was slow today (${test.info().testId}).`;
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send us feedback' });
  await form.getByLabel('Topic').selectOption({ label: 'A payment' });
  await form.getByLabel('Your message').fill('hey');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Enter between 5 and 2000 characters.')).toBeVisible();

  await form.getByLabel('Your message').fill(message);
  await form.getByLabel('Email for our answer (optional)').fill('shopper@example.com');
  // A security check the shopper closes sends nothing and keeps the text (the demo's captcha sandbox).
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await answerCaptcha(page, 'close');
  await expect(form.getByRole('alert')).toContainText('The security check failed.');
  await expect(form.getByLabel('Your message')).toHaveValue(message);
  expect(storedFeedback(message)).toHaveLength(0);

  await form.getByRole('button', { name: 'Send feedback' }).click();
  await answerCaptcha(page, 'pass');
  await expect(form.getByRole('status')).toHaveText('Thank you, your feedback has been sent.');
  expect(storedFeedback(message)).toEqual([
    expect.objectContaining({
      type: 'payment',
      content: message,
      contact: 'shopper@example.com',
      member_id: null,
    }),
  ]);
});

test('a partner enquiry in zh-TW keeps its values when refused, then is stored', async ({ page }) => {
  const email = `partner-${Date.now()}@studio.test`;
  await page.goto('/zh-TW/about');
  const form = page.getByRole('region', { name: '成為合作夥伴' });
  await form.getByLabel('您的姓名').fill('林美');
  await form.getByLabel('電子郵件').fill(email);
  // Typing part of the name finds it in the zh-TW list.
  await chooseOption(form.getByRole('combobox', { name: '國家或地區' }), '台', '台灣');
  await expect(form.getByRole('combobox', { name: '電話國碼' })).toHaveValue('🇹🇼 +886 台灣');
  await form.getByLabel('電話（選填）').fill('912345678');
  await form.getByLabel('合作內容').fill('我們發行兩款手機遊戲，想了解儲值合作。');

  // The API is down for one send: nothing is lost.
  await page.route('**/api/public/partner', (route) => route.abort('connectionrefused'), { times: 1 });
  await form.getByRole('button', { name: '送出洽詢' }).click();
  await answerCaptcha(page, 'pass', 'zh-TW');
  await expect(form.getByRole('alert')).toContainText('您填寫的內容都還在');
  await expect(form.getByLabel('您的姓名')).toHaveValue('林美');
  await expect(form.getByLabel('電話（選填）')).toHaveValue('912345678');
  expect(storedPartnerEnquiries(email)).toHaveLength(0);

  await form.getByRole('button', { name: '送出洽詢' }).click();
  await answerCaptcha(page, 'pass', 'zh-TW');
  await expect(form.getByRole('status')).toContainText('謝謝，您的洽詢已送出');
  expect(storedPartnerEnquiries(email)).toEqual([
    expect.objectContaining({
      name: '林美',
      email,
      phone: '+886 912345678',
      message: '我們發行兩款手機遊戲，想了解儲值合作。',
    }),
  ]);
});

test('the help page answers by topic and leads to support', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Payment' }).click();
  await page.getByText('My payment failed. Was I charged?').click();
  await expect(page.getByText('No. A failed payment is not charged')).toBeVisible();
  await page.getByRole('link', { name: 'Contact support' }).last().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('region', { name: 'Send us feedback' })).toBeVisible();
});
