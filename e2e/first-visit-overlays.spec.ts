// A first visit (empty storage) meets one overlay at a time: the cookie bar, then (once it is answered)
// the home popup, then the new-user tip; the add-to-home-screen tip waits for the second visit. On a
// phone and a desktop, in English and Traditional Chinese.
import { expect, test, type Page } from '@playwright/test';
import { seedPopups } from '../store-api/src/db/seed/siteData';
import { untilHydrated } from './support/hydration';

const LANGUAGES = [
  {
    path: '/',
    cookie: 'Cookie consent',
    accept: 'Accept',
    close: 'Close',
    newUser: 'New here?',
    addToHome: 'Add to home screen',
    popups: seedPopups.map((popup) => popup.title),
  },
  {
    path: '/zh-TW',
    cookie: 'Cookie 使用同意',
    accept: '接受',
    close: '關閉',
    newUser: '第一次來嗎？',
    addToHome: '加入主畫面',
    popups: seedPopups.map((popup) => popup.titleZh),
  },
] as const;

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

type Words = (typeof LANGUAGES)[number];

/** What lies over or beside the page asking for attention, by name: each one that is on screen (polled: a
 * tip steps back in the render after the overlay it yields to has come). */
async function overlaysShown(page: Page, words: Words): Promise<string[]> {
  const candidates = [
    { name: 'cookie bar', locator: page.getByRole('region', { name: words.cookie }) },
    { name: 'new-user tip', locator: page.getByRole('complementary', { name: words.newUser }) },
    { name: 'add-to-home tip', locator: page.getByRole('complementary', { name: words.addToHome }) },
    ...words.popups.map((title) => ({ name: title, locator: page.getByRole('dialog', { name: title }) })),
  ];
  const shown: string[] = [];
  for (const candidate of candidates) {
    if (await candidate.locator.isVisible()) shown.push(candidate.name);
  }
  return shown;
}

for (const words of LANGUAGES) {
  for (const screen of SCREENS) {
    test.describe(`first visit, ${screen.name}, ${words.path}`, () => {
      test.use({ storageState: { cookies: [], origins: [] }, viewport: screen.viewport });

      test('shows one overlay at a time, the add-to-home tip only on the second visit', async ({ page }) => {
        await page.goto(words.path);
        await untilHydrated(page);
        const cookieBar = page.getByRole('region', { name: words.cookie });
        await expect(cookieBar).toBeVisible();
        await expect.poll(() => overlaysShown(page, words)).toEqual(['cookie bar']);

        // Answered: the page reloads and the home popup comes, alone.
        await cookieBar.getByRole('button', { name: words.accept }).click();
        for (const title of words.popups) {
          const popup = page.getByRole('dialog', { name: title });
          await expect(popup).toBeVisible();
          await expect.poll(() => overlaysShown(page, words)).toEqual([title]);
          await popup.getByRole('button', { name: words.close, exact: true }).click();
          await expect(popup).toBeHidden();
        }
        // Then the new-user tip, and no add-to-home tip on this first visit.
        await expect(page.getByRole('complementary', { name: words.newUser })).toBeVisible();
        await expect.poll(() => overlaysShown(page, words)).toEqual(['new-user tip']);

        // A second visit (a new browser session, the same storage) offers the home screen.
        await page.evaluate(() => window.sessionStorage.clear());
        await page.reload();
        await expect(page.getByRole('complementary', { name: words.addToHome })).toBeVisible();
      });
    });
  }
}
