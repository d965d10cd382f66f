// The store's search (/search?q=): games and live apps by name in either language, rendered by the
// store's server, each result leading to its purchase page; nothing found and searching again.
import { expect, test } from '@playwright/test';
import { SERVER_RENDERED_ATTRIBUTE } from 'shell/page-markers';

test('a search finds a game, rendered by the server, and its card leads to the purchase page', async ({
  page,
}) => {
  const response = await page.goto('/search?q=genshin');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(SERVER_RENDERED_ATTRIBUTE);
  expect(html).toContain('Genshin Impact');
  await expect(page.getByText('1 result for “genshin”')).toBeVisible();
  const games = page.getByRole('region', { name: 'Games' });
  await games.getByRole('link', { name: 'Top up Genshin Impact' }).click();
  await expect(page).toHaveURL(/\/top-up\/genshin-impact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Genshin Impact' })).toBeVisible();
});

test('a search for nothing the store sells says so, and the shopper searches again', async ({ page }) => {
  await page.goto('/search?q=minecraft');
  await expect(
    page.getByText('Nothing matches “minecraft”. Check the spelling or try another name.'),
  ).toBeVisible();
  const form = page.getByRole('search', { name: 'Search the store' });
  await form.getByRole('searchbox', { name: 'Game or product' }).fill('poppo');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=poppo$/);
  await expect(page.getByRole('region', { name: 'Live streaming' })).toContainText('Poppo Live');
});

test('the search speaks Traditional Chinese and finds a game by its Chinese or English name', async ({
  page,
}) => {
  await page.goto('/zh-TW/search?q=原神');
  await expect(page.getByRole('heading', { level: 1, name: '搜尋' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '遊戲' }).getByRole('link', { name: '儲值 原神' }),
  ).toHaveAttribute('href', '/zh-TW/top-up/genshin-impact');
  await page.goto('/zh-TW/search?q=genshin');
  await expect(page.getByRole('region', { name: '遊戲' })).toContainText('原神');
  await expect(page.getByText('「genshin」共 1 筆結果')).toBeVisible();
});
