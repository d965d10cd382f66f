import { expect, test } from '@playwright/test';
import { asBrowserRendered } from './support/browserRendered';
import { goClientSide } from './support/demo';
import { REMOTE_AREAS, takeRemoteDown } from './support/remotes';

for (const { remote, path, heading, other } of REMOTE_AREAS) {
  test(`${remote} down: contained with Retry, the rest works, Retry recovers`, async ({ page }) => {
    const bringBack = await takeRemoteDown(page, remote);
    await page.goto(path);

    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'This part of the store is not available right now' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The shell still works around it.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

    // Another remote keeps working, and the failed one still fails on the way back.
    await goClientSide(page, other.path);
    await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();
    await goClientSide(page, path);
    await expect(fallback).toBeVisible();

    // The server is back: Retry loads the remote without a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await bringBack();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(fallback).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
}

test('the fallback speaks Traditional Chinese under /zh-TW', async ({ page }) => {
  await takeRemoteDown(page, 'content');
  await page.goto('/zh-TW/blog');
  await expect(page.getByRole('alert').getByRole('button', { name: '重試' })).toBeVisible();
  await expect(page.getByText('商店的這個區塊暫時無法使用')).toBeVisible();
});

test('a remote page that throws while rendering is contained too', async ({ page, baseURL }) => {
  // The storefront's products answer is not what the page expects: its render fails (in the browser,
  // which renders a returning shopper's page and reads for it).
  await asBrowserRendered(page.context(), baseURL);
  await page.route('**/api/hpms/product/index/v2', (route) =>
    route.fulfill({ json: { code: 200, message: 'success', data: { sections: 'broken' } } }),
  );
  await page.goto('/');
  await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }),
  ).toBeVisible();
});
