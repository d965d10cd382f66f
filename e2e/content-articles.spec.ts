import { expect, test } from '@playwright/test';
import { goClientSide } from './support/demo';
import { asBrowserRendered } from './support/browserRendered';

const ARTICLE = {
  path: '/blog/guides/how-to-top-up-mobile-legends',
  en: {
    title: 'How to top up Mobile Legends diamonds in three steps',
    summary: 'Find your User ID and Zone ID, pick a pack and pay: diamonds arrive within minutes.',
    body: 'Open Mobile Legends and tap your avatar in the top-left corner.',
  },
  zh: {
    title: '三步驟儲值決勝巔峰鑽石',
    summary: '找到使用者 ID 與伺服器 ID，選擇方案並付款，鑽石數分鐘內到帳。',
    body: '開啟決勝巔峰，點選左上角的頭像',
  },
};

test('a shopper finds an article through its category and reads it in English', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Blog categories' })
    .getByRole('link', { name: 'Guides' })
    .click();
  await expect(page).toHaveURL(/\/blog\/guides$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog: Guides' })).toBeVisible();
  await page.getByRole('link', { name: `Read “${ARTICLE.en.title}”` }).click();

  await expect(page).toHaveURL(new RegExp(`${ARTICLE.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.en.title })).toBeVisible();
  await expect(page.getByText(ARTICLE.en.body)).toBeVisible();
  await expect(page).toHaveTitle(`${ARTICLE.en.title} | TopUp Store blog`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ARTICLE.en.summary);
  // The blog's recommend config (prefix=blog) under the article.
  const related = page.getByRole('region', { name: 'Top up the games in this article' });
  await expect(related.getByRole('listitem')).toHaveCount(4);
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/top-up\/[a-z-]+$/);
});

test('the same article in Traditional Chinese, and the news pages', async ({ page }) => {
  await page.goto(`/zh-TW${ARTICLE.path}`);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.zh.title })).toBeVisible();
  await expect(page.getByText(ARTICLE.zh.body)).toBeVisible();
  await expect(page).toHaveTitle(`${ARTICLE.zh.title} | TopUp 儲值商城部落格`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ARTICLE.zh.summary);
  await expect(page.getByRole('link', { name: '返回部落格' })).toHaveAttribute('href', '/zh-TW/blog/guides');

  await page.goto('/zh-TW/news/category');
  await expect(page.getByRole('heading', { level: 1, name: '新聞' })).toBeVisible();
  await page
    .getByRole('link', { name: /^閱讀「/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zh-TW\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: '返回新聞' })).toBeVisible();
});

test('the floating help button stays hidden on every /blog path', async ({ page }) => {
  await page.goto('/');
  // The chat script loads 4 s after mount and the button shows about 1 s later.
  const help = page.getByRole('button', { name: 'Help' });
  await expect(help).toBeVisible({ timeout: 15_000 });
  for (const path of ['/blog', '/blog/deals', ARTICLE.path]) {
    await goClientSide(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(help).toBeHidden();
  }
  await goClientSide(page, '/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await goClientSide(page, '/');
  await expect(help).toBeVisible();
});

test('an article whose HTML carries scripts runs none of them, and its headings are navigable', async ({
  page,
  baseURL,
}) => {
  // The article exists only in this test's answers to the browser: the browser renders the page.
  await asBrowserRendered(page.context(), baseURL);
  const bodyHtml = [
    '<h2>Step one</h2><p>Find your ID.<img src="x" onerror="window.__xss = 1"></p>',
    '<script>window.__xss = 2</script><svg onload="window.__xss = 3"></svg>',
    '<iframe srcdoc="<script>parent.__xss = 4</script>"></iframe>',
    '<p onclick="window.__xss = 5">Tap here</p><a href="javascript:window.__xss = 6">bad link</a>',
    '<h2>Step two</h2>',
    ...Array.from({ length: 30 }, (_, index) => `<p>Filler paragraph ${index + 1}.</p>`),
    '<h3>Where the diamonds go</h3><p>To your account.</p>',
  ].join('');
  await page.route('**/api/public/blog/article/tricky-article', (route) =>
    route.fulfill({
      json: {
        code: 200,
        message: 'success',
        data: {
          id: 99,
          slug: 'tricky-article',
          category: 'guides',
          title: 'A tricky article',
          summary: 'It tries to run scripts.',
          pic: '/media/articles/tricky-article.svg',
          publishTime: '2026-11-20T00:00:00.000Z',
          bodyHtml,
        },
      },
    }),
  );
  await page.goto('/blog/guides/tricky-article');
  await expect(page.getByRole('heading', { level: 1, name: 'A tricky article' })).toBeVisible();
  await page.getByText('Tap here').click();
  await page.getByText('bad link').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(
    await page.locator('[data-remote="content"] :is(script, iframe, svg, [onerror], [onclick])').count(),
  ).toBe(0);

  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents.getByRole('link')).toHaveText(['Step one', 'Step two', 'Where the diamonds go']);
  await contents.getByRole('link', { name: 'Where the diamonds go' }).click();
  const target = page.getByRole('heading', { level: 3, name: 'Where the diamonds go' });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  await expect(page).toHaveURL(/#article-section-3$/);
});
