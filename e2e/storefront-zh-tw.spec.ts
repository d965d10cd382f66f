import { expect, test } from '@playwright/test';
import { FIRST_VISIT } from '../playwright.config';
import { seedCurrencies } from '../store-api/src/db/seed/siteData';
import { chooseCurrencyBefore, moneyText, priceIn } from './support/shopperCurrency';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A first visit: the seeded home popup shows and the shopper closes it.
test.use({ storageState: FIRST_VISIT });

test('every storefront page speaks Traditional Chinese under /zh-TW', async ({ page }) => {
  await page.goto('/zh-TW/');
  const popup = page.getByRole('dialog', { name: '週末特賣' });
  await popup.getByRole('button', { name: '關閉' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '為您的遊戲與直播應用儲值' })).toBeVisible();
  await expect(page.getByRole('region', { name: '熱門商品' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '顯示' }).getByRole('link', { name: '遊戲儲值' }),
  ).toBeVisible();

  await page.goto('/zh-TW/top-up');
  await expect(page.getByRole('heading', { level: 1, name: '全部儲值' })).toBeVisible();
  await expect(page.getByRole('link', { name: '儲值 原神' })).toBeVisible();

  await page.goto('/zh-TW/classify');
  await expect(page.getByRole('heading', { level: 1, name: '分類' })).toBeVisible();
  await page.getByRole('navigation', { name: '分類' }).getByRole('link', { name: '角色扮演' }).click();
  await expect(page.getByRole('region', { name: '角色扮演' })).toContainText('原神');

  await page.goto('/zh-TW/Good/3');
  await expect(page.getByRole('heading', { level: 1, name: '更多商品' })).toBeVisible();
  await expect(page.getByRole('region', { name: '直播' })).toBeVisible();

  await page.goto('/zh-TW/product/2');
  await expect(page.getByRole('heading', { level: 1, name: '原神' })).toBeVisible();
  await expect(page.getByRole('link', { name: '立即儲值 原神' })).toBeVisible();

  await page.goto('/zh-TW/top-up/genshin-impact');
  await expect(page.getByRole('heading', { level: 1, name: '原神' })).toBeVisible();
  await expect(page.getByRole('group', { name: '選擇面額' })).toBeVisible();
  await expect(page.getByLabel('伺服器')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即購買' })).toBeVisible();
  await page.getByLabel('UID').fill('900000001');
  await page.getByLabel('伺服器').selectOption('os_cht');
  await expect(page.getByText('已找到帳號：旅行者')).toBeVisible();

  await page.goto('/zh-TW/sellOnline');
  await expect(page.getByRole('heading', { level: 1, name: '線上出售' })).toBeVisible();
});

test('the purchase page in Traditional Chinese shows the packs as the store names them, and no price before one is chosen', async ({
  page,
  request,
}) => {
  const zh = { headers: { 'Accept-Language': 'zh-TW' } };
  const index = (await (await request.get('/api/hpms/product/index/v2', zh)).json()) as {
    data: { sections: { products: { linkName: string; sn: string }[] }[] };
  };
  const sn = index.data.sections
    .flatMap((section) => section.products)
    .find((product) => product.linkName === 'genshin-impact')?.sn;
  const detail = (await (await request.get(`/api/hpms/product/v4/${sn}`, zh)).json()) as {
    data: { id: number; skus: { name: string }[] };
  };

  await page.goto('/zh-TW/top-up/genshin-impact');
  const packs = page.getByRole('group', { name: '選擇面額' });
  // Every pack by the name the store gives in Traditional Chinese, nothing else.
  await expect(packs.getByRole('radio')).toHaveCount(detail.data.skus.length);
  for (const sku of detail.data.skus) {
    await expect(packs.getByRole('radio', { name: new RegExp(`^${escapeRegExp(sku.name)}`) })).toHaveCount(1);
  }
  const summary = page.getByRole('region', { name: '訂單摘要' });
  await expect(summary).toContainText('選擇方案後即顯示價格。');
  await expect(summary).not.toContainText('$');
  await expect(page.getByRole('option', { name: '亞服' })).toHaveAttribute('value', 'os_asia');
  await expect(page.getByRole('complementary', { name: '新用戶優惠' })).toContainText('登入以領取');
  await expect(page.getByRole('button', { name: '登入以兌換優惠碼' })).toBeVisible();
  await expect(page.getByRole('link', { name: '商品詳情' })).toHaveAttribute(
    'href',
    `/zh-TW/product/${detail.data.id}`,
  );
  const more = page.getByRole('navigation', { name: '更多商品' });
  await more.getByRole('link', { name: '角色扮演' }).click();
  await expect(page).toHaveURL(/\/zh-TW\/Good\/\d+$/);
  await expect(page.getByRole('region', { name: '角色扮演' })).toContainText('原神');
});

test('home leads a Chinese shopper to selling to the store', async ({ page }) => {
  await page.goto('/zh-TW/');
  await page.getByRole('dialog', { name: '週末特賣' }).getByRole('button', { name: '關閉' }).click();
  await page.getByRole('complementary', { name: '賣給我們' }).getByRole('link', { name: '賣給我們' }).click();
  await expect(page).toHaveURL(/\/zh-TW\/sellOnline$/);
  await expect(page.getByRole('heading', { level: 1, name: '線上出售' })).toBeVisible();
});

test('the home popup names its coupon in a TWD shopper’s dollars, never in US dollars', async ({
  page,
  baseURL,
}) => {
  const rate = seedCurrencies.find((currency) => currency.code === 'TWD')?.rate ?? 0;
  await chooseCurrencyBefore(page, baseURL ?? '', 'TWD');
  await page.goto('/zh-TW/');
  const popup = page.getByRole('dialog', { name: '週末特賣' });
  // SAVE2: $2 off orders of $10, converted as the store prices.
  await expect(popup).toContainText(
    `滿 ${moneyText(priceIn(10, rate), 'TWD', 'zh-TW')} 折抵 ${moneyText(priceIn(2, rate), 'TWD', 'zh-TW')}`,
  );
  await expect(popup).not.toContainText('US$');
  await expect(popup).not.toContainText('美元');
});
