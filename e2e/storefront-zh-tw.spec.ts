import { expect, test } from '@playwright/test';
import { FIRST_VISIT } from '../playwright.config';

// A first visit: the seeded home popup shows and the shopper closes it.
test.use({ storageState: FIRST_VISIT });

test('every storefront page speaks Traditional Chinese under /zh-TW', async ({ page }) => {
  await page.goto('/zh-TW/');
  const popup = page.getByRole('dialog', { name: '週末特賣：滿 10 美元再折 2 美元' });
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
