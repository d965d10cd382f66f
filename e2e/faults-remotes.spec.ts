// Each remote down (manifest 404 or aborted), slow (5 s) or throwing (broken entry, broken chunks):
// contained to its area with the fallback and Retry, the header and the other remotes usable.
// (e2e/remote-failure.spec.ts covers the whole origin refusing connections and Retry recovering.)
import { expect, test, type Page } from '@playwright/test';
import { goClientSide } from './support/demo';
import {
  expectContainedFallback,
  expectShellUsable,
  manifestAborted,
  manifestNotFound,
  remoteChunksThrow,
  remoteEntryThrows,
  remoteSlow,
} from './support/faults';
import { REMOTE_AREAS, type RemoteName } from './support/remotes';

const BROKEN: [string, (page: Page, remote: RemoteName) => Promise<void>][] = [
  ['manifest 404', manifestNotFound],
  ['manifest aborted', manifestAborted],
  ['remoteEntry throws', remoteEntryThrows],
  ['page chunks throw', remoteChunksThrow],
];

/** The delay of a slow remote (the 5 s). */
const SLOW_MS = 5_000;

for (const { remote, path, heading, other } of REMOTE_AREAS) {
  for (const [fault, inject] of BROKEN) {
    test(`${remote}: ${fault} is contained with Retry; header and ${other.path} keep working`, async ({
      page,
    }) => {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await inject(page, remote);
      await page.goto(path);
      await expectContainedFallback(page);
      await expectShellUsable(page);
      await goClientSide(page, other.path);
      await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();
      // The failure stayed inside the remote's boundary: the shell never crashed to a blank page.
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(pageErrors.filter((error) => !/fault injection/.test(error.message))).toEqual([]);
    });
  }

  test(`${remote}: slow (${SLOW_MS / 1000} s) keeps the header usable and then shows the page`, async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await remoteSlow(page, remote, SLOW_MS);
    await page.goto(path);
    await expectShellUsable(page);
    // While the remote is still on its way, the shopper can already use the header.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    const loaded = page.getByRole('heading', { level: 1, name: heading });
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'This part of the store is not available right now' });
    await expect(loaded.or(fallback)).toBeVisible({ timeout: 30_000 });
    if (await fallback.isVisible()) {
      // It gave up waiting: Retry (now without the delay) loads it.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await fallback.getByRole('button', { name: 'Retry' }).click();
    }
    await expect(loaded).toBeVisible({ timeout: 30_000 });
  });
}
