import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';
import { scanAccessibility } from './support/accessibilityScan';
import { chooseOption } from './support/picker';

const API_ORIGIN = `http://localhost:${E2E_PORTS.STORE_API_PORT}`;

interface StoredOffer {
  id: number;
  game: string;
  item: string;
  amount: number;
  askingPrice: number;
  email: string;
  country: string;
  phonePrefix: string;
  phone: string;
}

/** A unique email per run, so the stored row read back is this test's own. */
const sellerEmail = (tag: string) => `seller-${tag}-${Date.now()}@topup.test`;

async function fillOffer(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Your offer' });
  await form.getByLabel('Game', { exact: true }).fill('Genshin Impact');
  await form.getByLabel('Item or credit', { exact: true }).fill('Primogems');
  await form.getByLabel('Amount', { exact: true }).fill('6480');
  await form.getByLabel('Asking price (USD)', { exact: true }).fill('79.99');
  await form.getByLabel('Contact email', { exact: true }).fill(email);
  await chooseOption(form.getByRole('combobox', { name: 'Country or region' }), 'tai', 'Taiwan');
  await chooseOption(form.getByRole('combobox', { name: 'Phone prefix' }), '886', '🇹🇼 +886 Taiwan');
  await form.getByLabel('Phone number (optional)', { exact: true }).fill('912345678');
}

test('a seller sends an offer, sees it confirmed, and the store keeps it', async ({ page, request }) => {
  await page.goto('/sellOnline');
  await expect(page.getByRole('heading', { name: 'Sell online' })).toBeVisible();
  // Sending empty shows the shared validators' messages and keeps the form.
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByLabel('Game', { exact: true })).toHaveAccessibleDescription(
    'This field is required.',
  );

  const email = sellerEmail('ok');
  await fillOffer(page, email);
  await page.getByRole('button', { name: 'Send offer' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Offer sent' });
  await expect(done).toContainText(email);
  const id = Number((await done.textContent())?.match(/#(\d+)/)?.[1]);
  expect(id).toBeGreaterThan(0);

  const listed = await request.get(`${API_ORIGIN}/sandbox/sell`);
  expect(listed.ok()).toBe(true);
  const offers = ((await listed.json()) as { data: StoredOffer[] }).data;
  expect(offers.find((offer) => offer.email === email)).toEqual({
    id,
    game: 'Genshin Impact',
    item: 'Primogems',
    amount: 6480,
    askingPrice: 79.99,
    email,
    country: 'TW',
    phonePrefix: '+886',
    phone: '912345678',
    createTime: expect.any(String),
  });
});

test('a failed send keeps everything typed', async ({ page }) => {
  await page.route('**/public/sell', (route) => route.abort('connectionrefused'));
  await page.goto('/sellOnline');
  const email = sellerEmail('down');
  await fillOffer(page, email);
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your offer could not be sent.' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your offer' });
  await expect(form.getByLabel('Game', { exact: true })).toHaveValue('Genshin Impact');
  await expect(form.getByLabel('Asking price (USD)', { exact: true })).toHaveValue('79.99');
  await expect(form.getByLabel('Contact email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Phone prefix', { exact: true })).toHaveValue('🇹🇼 +886 Taiwan');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/sellOnline is accessible and fits the screen', async ({ page }) => {
    await page.goto('/sellOnline');
    await expect(page.getByRole('button', { name: 'Send offer' })).toBeVisible();
    const result = await scanAccessibility(page, (axe) => axe.include('[data-remote="storefront"]'));
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('zh-TW shows the form in Traditional Chinese', async ({ page }) => {
  await page.goto('/zh-TW/sellOnline');
  await expect(page.getByRole('heading', { name: '線上出售' })).toBeVisible();
  const form = page.getByRole('form', { name: '您的出售內容' });
  await expect(form.getByRole('combobox', { name: '國家或地區' })).toBeVisible();
  await expect(page.getByRole('button', { name: '送出出售申請' })).toBeVisible();
});
