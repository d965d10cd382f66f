// Fault injection for the fault suites: a remote served broken or slow, the API down, failing or hanging.
import { expect, type Page } from '@playwright/test';
import { REMOTE_ORIGINS, type RemoteName } from './remotes';

/** The remote's manifest answers 404: the shell cannot find the remote at all. */
export async function manifestNotFound(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/mf-manifest.json*`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
}

/** The remote's manifest request is aborted (server gone mid-way). */
export async function manifestAborted(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/mf-manifest.json*`, (route) => route.abort('failed'));
}

/** Every file of the remote arrives after a delay (a slow CDN). */
export async function remoteSlow(page: Page, remote: RemoteName, delayMs: number): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
}

/** The remote's entry script throws as soon as it runs. */
export async function remoteEntryThrows(page: Page, remote: RemoteName): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/remoteEntry*.js*`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "throw new Error('fault injection: broken remoteEntry');",
    }),
  );
}

/**
 * Every other script of the remote (the exposed page's chunks) throws when evaluated, so the page
 * module fails after the entry loaded fine.
 */
export async function remoteChunksThrow(page: Page, remote: RemoteName): Promise<void> {
  await page.route(
    (url) =>
      url.origin === REMOTE_ORIGINS[remote] &&
      url.pathname.endsWith('.js') &&
      !/remoteEntry/.test(url.pathname),
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "throw new Error('fault injection: broken chunk');",
      }),
  );
}

/** The fallback of a failed remote, with its Retry button. */
export async function expectContainedFallback(page: Page): Promise<void> {
  const fallback = page
    .getByRole('alert')
    .filter({ hasText: /This part of the store is not available right now|商店的這個區塊暫時無法使用/ });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('button', { name: /Retry|重試/ })).toBeVisible();
}

/** The shell around the failed part still works: header, main navigation, login button. */
export async function expectShellUsable(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeEnabled();
}

/** Translated messages a failing API may show, in both languages. */
export const API_FAILURE_MESSAGES =
  /The network is not responding|The store is having trouble right now|Something went wrong|網路沒有回應|商店暫時無法服務|發生錯誤/;

/** The page is never blank: the app rendered and says what went wrong in the shopper's language. */
export async function expectTranslatedFailure(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(API_FAILURE_MESSAGES).first()).toBeVisible({ timeout: 25_000 });
}
