// Holding a part of the page back until the test has seen what the page shows without it: no timer,
// so a slow machine cannot let the part arrive before the test looks.
import type { Page } from '@playwright/test';

/** Holds the requests `pattern` names until `release()` (a script held: the page cannot hydrate before). */
export async function holdRequests(page: Page, pattern: string): Promise<{ release(): void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  return { release: () => release() };
}
