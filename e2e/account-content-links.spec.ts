import { expect, test, type Page } from '@playwright/test';
import { registerShopper, startLoggedIn } from './support/shoppers';

// Pages that nothing led to are reached by clicking, as a shopper finds them, in both languages: the
// member pages from the account centre, the news from the blog.

const account = (page: Page) => page.locator('[data-remote="account"]');
const content = (page: Page) => page.locator('[data-remote="content"]');

test('the account centre leads to VIP growth, the profile and its sign-in settings, and verification', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'links');
  await startLoggedIn(page, shopper);
  await page.goto('/user');

  const menu = account(page).getByRole('navigation', { name: 'Account menu' });
  await menu.getByRole('link', { name: 'Rewards and VIP growth' }).click();
  await expect(page).toHaveURL(/\/user\/gain$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(account(page).getByRole('region', { name: 'VIP level' })).toBeVisible();

  await menu.getByRole('link', { name: 'Identity verification' }).click();
  await expect(page).toHaveURL(/\/order\/uploadAuthPage$/);
  await expect(account(page).getByText('None of your orders needs verification right now.')).toBeVisible();

  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user\/user$/);
  const settings = account(page).getByRole('region', { name: 'Sign-in and security' });
  // Registered by email: the e-mail is not offered again, a phone number is.
  await expect(settings.getByRole('button', { name: 'Add an email address' })).toHaveCount(0);
  await settings.getByRole('button', { name: 'Add a phone number' }).click();
  const bindPhone = page.getByRole('dialog', { name: 'Add your phone number' });
  await expect(bindPhone).toBeVisible();
  await bindPhone.getByRole('button', { name: 'Close' }).click();

  await menu.getByRole('link', { name: 'My account' }).click();
  await account(page)
    .getByRole('region', { name: 'Member details' })
    .getByRole('link', { name: 'Account details and sign-in settings' })
    .click();
  await expect(page).toHaveURL(/\/user\/comp\/info$/);
  await expect(account(page).getByRole('region', { name: 'Sign-in and security' })).toBeVisible();

  await page.goto('/zh-TW/user');
  await account(page)
    .getByRole('navigation', { name: '帳戶選單' })
    .getByRole('link', { name: '獎勵與 VIP 成長' })
    .click();
  await expect(page).toHaveURL(/\/zh-TW\/user\/gain$/);
  await expect(page.getByRole('heading', { level: 1, name: '獎勵' })).toBeVisible();
});

test('the blog leads to the news list and a news article under /news, in both languages', async ({
  page,
}) => {
  await page.goto('/blog');
  await content(page)
    .getByRole('navigation', { name: 'Blog categories' })
    .getByRole('link', { name: 'News' })
    .click();
  await expect(page).toHaveURL(/\/news\/category$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const first = content(page)
    .getByRole('link', { name: /^Read “/ })
    .first();
  const title = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await content(page).getByRole('link', { name: 'Back to the news' }).click();
  await expect(page).toHaveURL(/\/news\/category$/);

  await page.goto('/zh-TW/blog');
  await content(page)
    .getByRole('navigation', { name: '部落格分類' })
    .getByRole('link', { name: '新聞' })
    .click();
  await expect(page).toHaveURL(/\/zh-TW\/news\/category$/);
  await expect(page.getByRole('heading', { level: 1, name: '新聞' })).toBeVisible();
  await content(page)
    .getByRole('link', { name: /^閱讀「/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zh-TW\/news\/[a-z0-9-]+$/);
});
