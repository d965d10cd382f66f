// A server-rendered page is on screen before its scripts have run. A test that changes the
// page's markup itself waits until the browser has taken the page over, as the shell marks it.
import { expect, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from 'shell/page-markers';

/** Until the page has hydrated; a page the browser rendered itself is its own at once. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    ([rendered, hydrated]) =>
      !document.getElementById('root')?.hasAttribute(rendered) ||
      document.documentElement.hasAttribute(hydrated),
    [SERVER_RENDERED_ATTRIBUTE, HYDRATED_ATTRIBUTE] as const,
  );
}

/** Whether the server-rendered page has hydrated by now. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate((hydrated) => document.documentElement.hasAttribute(hydrated), HYDRATED_ATTRIBUTE);
}

/**
 * A wait for an event, not a limit on speed: hydration waits for the page's remote module and its
 * language tables, which a loaded two-core CI machine running two browsers can take well past an
 * ordinary expectation's wait to bring. The page must hydrate (a page rendered afresh never does).
 */
const HYDRATION_WAIT_MS = 20_000;

/** Expects the server-rendered page to have hydrated: the browser took over the server's markup. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(1, { timeout: HYDRATION_WAIT_MS });
}
