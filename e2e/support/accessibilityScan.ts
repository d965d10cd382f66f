// The one way e2e tests run axe: after the page's entrance animations have ended.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for the finite animations under way (a popup's fade and slide in, 160-200 ms), then runs axe.
 * Mid-fade, text is drawn half transparent and axe reports the blended colours as too little contrast
 * (the payment list failed so once in a fresh-clone CI run; with its fade stretched to 3 s, a scan without
 * this wait reports 12 nodes, with it none). Endless ones (a spinner) are not waited for.
 */
export async function scanAccessibility(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return configure(new AxeBuilder({ page })).analyze();
}
