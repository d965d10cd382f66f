// A long product list: the top-up list grows only when the shopper asks ("Show more", twelve at a
// time), the keyboard goes on from the first card each step added, and every card stays in the
// browser's accessibility tree wherever the page is scrolled. (The list is not virtualised:
// content-visibility would take the cards it skips out of Chromium's accessibility tree.)
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, totalShift, watchLayoutShifts } from './support/layoutShifts';
import { COPY_NAME, serveLongCatalogue } from './support/longCatalogue';
import { asBrowserRendered } from './support/browserRendered';

/** Five steps of the list's twelve. */
const LONG_LIST = 60;
const STEP = 12;

/** The product cards' links, in order. */
const cardLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: COPY_NAME });

/** How many nodes of Chromium's own accessibility tree (what a screen reader reads) have this role and name. */
async function inAccessibilityTree(page: Page, role: string, name: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      role,
      accessibleName: name,
    });
    return nodes.filter((node) => !node.ignored).length;
  } finally {
    await cdp.detach();
  }
}

test.use({ viewport: { width: 390, height: 844 } });

test('a long top-up list grows by keyboard, step by step, and every card stays reachable', async ({
  page,
  baseURL,
}) => {
  // The stretched catalogue answers the browser's read: a page the browser renders (a returning shopper's).
  await asBrowserRendered(page.context(), baseURL);
  await serveLongCatalogue(page, LONG_LIST);
  await watchLayoutShifts(page);
  await page.goto('/top-up');
  const links = cardLinks(page);
  await expect(links).toHaveCount(STEP);
  const status = page.getByRole('status').filter({ hasText: /^Showing / });
  const more = page.getByRole('button', { name: 'Show more' });

  await links.last().focus();
  for (let shown = STEP; shown < LONG_LIST; shown += STEP) {
    await expect(status).toHaveText(`Showing ${shown} of ${LONG_LIST}`);
    // From the focused card, Tab goes through the rest of the step's cards to the button.
    for (
      let presses = 0;
      presses <= STEP && !(await more.evaluate((button) => button === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    // The focus goes on from the first card the step added (the button moved below them).
    await expect(links.nth(shown)).toBeFocused();
    await expect(links.nth(shown)).toBeInViewport();
  }
  await expect(status).toHaveText(`Showing ${LONG_LIST} of ${LONG_LIST}`);
  await expect(more).toHaveCount(0);
  await expect(links).toHaveCount(LONG_LIST);

  // Scrolled back to the top, the far end of the list is still there for a screen reader.
  await page.evaluate(() => window.scrollTo(0, 0));
  const lastName = (await links.last().getAttribute('aria-label')) ?? '';
  expect(lastName).toMatch(new RegExp(`no\\. ${LONG_LIST}$`));
  await expect.poll(() => inAccessibilityTree(page, 'link', lastName)).toBe(1);

  // Scrolling down through the whole list, nothing on the screen moves.
  const before = totalShift(await layoutShifts(page));
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(links.last()).toBeInViewport({ timeout: 100 });
  }).toPass();
  expect(totalShift(await layoutShifts(page)) - before).toBe(0);
});
