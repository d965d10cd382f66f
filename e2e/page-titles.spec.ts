// Every page of the route table names itself: a tab title of its own (not the store's default, not
// another page's) and exactly one main heading, in English and in Traditional Chinese, with the seeded
// data a shopper would open (store-api/README.md). Addresses that are two names of one page (the
// route table's aliases) share its title; the login popup names the tab while it is open.
import { expect, test, type Page } from '@playwright/test';
import { localizePath, type Language } from '@topup/shared-lib/rules';
import { ROUTES } from 'shell/route-table';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../store-api/src/db/seed/demoMember';
import { untilHydrated } from './support/hydration';
import { ROUTE_ADDRESSES } from './support/routeAddresses';
import { logIn, openAsMember } from './support/shoppers';

/** The store's default title, per language (shell meta.default.title). */
const DEFAULT_TITLES: Record<Language, string> = {
  en: 'TopUp Store: game and live-streaming top-ups',
  'zh-TW': 'TopUp 儲值商城：遊戲與直播儲值',
};

/** Exposes that are one page's module under two names (mfe-account's webpack config). */
const SAME_MODULE: Record<string, string> = { 'account/UserProfilePage': 'account/UserInfoPage' };

/** Which page a route shows: aliases of one page share a key (and so a title). */
function pageKeyOf(route: (typeof ROUTES)[number]): string {
  const key =
    'shell' in route.page ? `shell/${route.page.shell}` : `${route.page.remote}/${route.page.module}`;
  return SAME_MODULE[key] ?? key;
}

/** Opens an address and waits until its page has named the tab; the title and the count of h1. */
async function titleAndHeadings(page: Page, path: string, language: Language) {
  await page.goto(localizePath(path, language));
  await untilHydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(() => page.title(), { message: `${path} names the tab` })
    .not.toBe(DEFAULT_TITLES[language]);
  return { title: await page.title(), headings: await page.locator('h1').count() };
}

for (const language of ['en', 'zh-TW'] as const) {
  test(`every route has a title of its own and one h1 (${language})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const member = await logIn(request, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    await openAsMember(page, member, localizePath('/user', language));
    const titleOfPage = new Map<string, { title: string; path: string }>();
    const problems: string[] = [];
    for (const route of ROUTES) {
      const [path] = ROUTE_ADDRESSES[route.path];
      // The sign-in landing leaves for another page at once: its title is checked on its own below.
      if (route.path === '/oauth2/success') continue;
      const { title, headings } = await titleAndHeadings(page, path, language);
      if (headings !== 1) problems.push(`${path} has ${headings} h1 elements`);
      const key = pageKeyOf(route);
      const seen = titleOfPage.get(key);
      if (seen && seen.title !== title) problems.push(`${path} and ${seen.path} (one page) differ: ${title}`);
      if (!seen) titleOfPage.set(key, { title, path });
    }
    const byTitle = new Map<string, string>();
    for (const { title, path } of titleOfPage.values()) {
      const other = byTitle.get(title);
      if (other) problems.push(`${path} and ${other} share the title "${title}"`);
      byTitle.set(title, path);
    }
    expect(problems).toEqual([]);
  });
}

for (const language of ['en', 'zh-TW'] as const) {
  test(`the login popup names the tab while it is open (${language})`, async ({ page }) => {
    // A member page opens the popup for a guest.
    await page.goto(localizePath('/user', language));
    const dialog = page.getByRole('dialog', { name: language === 'en' ? 'Log in' : '登入' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.title())
      .toBe(language === 'en' ? 'Log in | TopUp Store' : '登入 | TopUp 儲值商城');
  });
}
