// The store crawled as shoppers find it: from home, in English and Traditional Chinese, as a guest and
// as a member with orders, on a phone and a desktop, every link a page shows is followed (the header's
// menus, banners, the home popup, the footer, search forms), one page per kind of address.
// None may end at an error page, off the store or in the other language; every route is reached from
// some page (but those only a redirect or the outside world opens); a Traditional Chinese page shows
// no English, and an English page no Chinese, beyond the store's data as written, addresses and the
// names below.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FIRST_VISIT } from '../playwright.config';
import { ROUTES } from 'shell/route-table';
import { en as shellEn } from 'shell/strings/en';
import { zhTW as shellZh } from 'shell/strings/zh-TW';
import { en as storefrontEn, zhTW as storefrontZh } from 'mfe-storefront/strings/home';
import { en as commonEn } from '@topup/shared-lib/locales/en';
import { zhTW as commonZh } from '@topup/shared-lib/locales/zh-TW';
import type { Language } from '@topup/shared-lib/rules';
import { crawl, type CrawlResult, type Visit } from './support/crawl';
import { untranslatedWords, type PageWord } from './support/pageWords';
import { homePopupTitles, storeDataTexts } from './support/storeTexts';
import { openAsMember, registerShopper, type Shopper } from './support/shoppers';
import {
  MLBB,
  ORDER_FINISHED,
  createOrder,
  payOrderWith,
  waitForOrderStatus,
  type OrderTarget,
} from './support/shopperOrders';

/**
 * Pages opened per kind of address (a route and its query's names): each route and each of its
 * variants (a home filter, a coupon by id or by offer, an account tab) once. Every link is still read
 * and checked against the route table; a second page per kind costs a third more time for little.
 */
const PAGES_PER_KIND = 1;

/** The payment result polls the order while its payment is pending (the crawl's member has one): not waited for. */
const KEEPS_CHECKING = ['/pay-result', '/order/PayResult'];

/** Some sixty pages, each loaded and hydrated, on a machine other suites share. */
const CRAWL_TIMEOUT = 240_000;

/** Routes no page links to, each with why: the outside world or a redirect opens them. */
const NOT_LINKED: Record<string, string> = {
  '/error/:status': 'where an unknown address or a missing page is sent; nothing links to an error',
  '/oauth2/success': 'where the third-party sign-in sends the shopper back',
  '/mobile/tips/:tip':
    'where the payment provider sends the shopper back (the member crawl starts there too)',
  '/product/classify': 'a second address of the category list; the store links /classify',
};

/** Routes only a member's pages link to, each with why. */
const MEMBERS_ONLY: Record<string, string> = {
  '/user/comp/info': "the member details' link to the account details; a guest is asked to log in",
  '/order/detail': "an order's page: a guest has no orders",
  '/order/PayResult': "an order's payment result: a guest has no orders",
  '/pay-result': "an order's payment result: a guest has no orders",
};

/** Links off the store that pages may show: writing to the store's support. */
const OUTSIDE_LINKS = [/^mailto:support@topup\.test$/];

/**
 * Words of the other language a page may show beyond the store's data. On a Chinese page: the store's
 * brand ("TopUp 儲值商城"), the member levels' name as the store writes it in every language, the name
 * of the third-party sign-in provider ("使用 Sandbox ID 繼續"), and the games' own word for a player's
 * id, which the store's Chinese texts use too ("輸入 UID 即可儲值"). On an English page: none.
 */
const ALLOWED_WORDS: Record<Language, string[]> = {
  'zh-TW': ['TopUp', 'VIP', 'Sandbox', 'UID'],
  en: [],
};

/** The carousel's banners looked at, at most (the seeded home has three). */
const MAX_BANNERS = 10;

/** Where the phone layout starts (680 px or less), and the two screens the crawl uses. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const STRINGS = {
  en: { shell: shellEn, storefront: storefrontEn, common: commonEn, search: 'genshin' },
  'zh-TW': { shell: shellZh, storefront: storefrontZh, common: commonZh, search: '原神' },
} as const;

interface Shard {
  language: Language;
  member: boolean;
  screen: typeof PHONE;
}

// Each language as a guest and as a member, each on one screen, so both screens meet both languages and both shoppers.
const SHARDS: Shard[] = [
  { language: 'en', member: false, screen: PHONE },
  { language: 'zh-TW', member: false, screen: DESKTOP },
  { language: 'en', member: true, screen: DESKTOP },
  { language: 'zh-TW', member: true, screen: PHONE },
];

/** The crawling member's nickname. */
const MEMBER_NAME = 'crawler';

/** Genshin Impact on an account the sandbox publisher delivers to at once. */
const GENSHIN: OrderTarget = { productId: 2, delivery: ['UID:812345678', 'Server:os_asia'] };

/**
 * A member with orders in every state a page links from: delivered, payment pending (on the
 * account whose pending payment the sandbox never settles), unpaid. The provider's return pages.
 */
async function memberWithOrders(
  request: APIRequestContext,
): Promise<{ shopper: Shopper; returns: string[] }> {
  const shopper = await registerShopper(request, MEMBER_NAME);
  const delivered = await createOrder(request, shopper, GENSHIN);
  const paid = await payOrderWith(request, shopper, delivered, 'success');
  const pending = await payOrderWith(request, shopper, await createOrder(request, shopper, MLBB), 'pending');
  await createOrder(request, shopper, MLBB);
  // Its pages offer what a finished order offers, whenever the crawl comes to them.
  await waitForOrderStatus(request, shopper, delivered, ORDER_FINISHED);
  return { shopper, returns: [paid.returnPath, pending.returnPath] };
}

/**
 * What only a press shows, on home: the popup (its link read, then closed), every banner of the
 * carousel, and once per crawl the header's category menu (on a phone, inside the Menu sheet).
 */
function revealer(language: Language, screen: typeof PHONE, popupTitles: string[]) {
  const strings = STRINGS[language];
  let popupsShown = false;
  let menusOpened = false;
  return async (page: Page, visit: Visit, look: () => Promise<void>) => {
    if (visit.route !== '/') return;
    if (!popupsShown) {
      popupsShown = true;
      for (const title of popupTitles) {
        const popup = page.getByRole('dialog', { name: title });
        await expect(popup).toBeVisible();
        await look();
        await popup.getByRole('button', { name: strings.common.actions.close, exact: true }).click();
        await expect(popup).toBeHidden();
      }
    }
    const banners = page.getByRole('region', { name: strings.storefront.home.banners });
    const next = banners.getByRole('button', { name: strings.storefront.home.bannerNext });
    if ((await next.count()) > 0) {
      const current = banners.getByRole('link');
      const first = await current.getAttribute('aria-label');
      let shown = first;
      for (let banner = 1; banner < MAX_BANNERS; banner += 1) {
        await next.click();
        await expect(current).not.toHaveAttribute('aria-label', shown ?? '');
        shown = await current.getAttribute('aria-label');
        if (shown === first) break;
        await look();
      }
    }
    if (menusOpened) return;
    menusOpened = true;
    if (screen === PHONE) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${strings.shell.menu.label}`) })
        .click();
    }
    const classify = page.getByRole('banner').getByRole('button', { name: strings.shell.classify.label });
    await classify.click();
    const panel = page.locator(`[id="${(await classify.getAttribute('aria-controls')) ?? ''}"]`);
    await expect(panel.getByRole('link').first()).toBeVisible();
    await look();
    await page.keyboard.press('Escape');
  };
}

const linkedAddresses = (result: CrawlResult) =>
  [...result.linked.values()].reduce((sum, addresses) => sum + addresses.size, 0);

/** Every problem of the crawl, as lines to read. */
function problemsOf(
  result: CrawlResult,
  { member, words }: { member: boolean; words: Map<string, PageWord & { url: string }> },
): string[] {
  const unreached = ROUTES.map(({ path }) => path).filter(
    (route) => !result.reached.has(route) && !(route in NOT_LINKED) && (member || !(route in MEMBERS_ONLY)),
  );
  const outside = result.outside.filter((link) => !OUTSIDE_LINKS.some((allowed) => allowed.test(link.href)));
  return [
    ...result.problems,
    ...unreached.map((route) => `no page links to ${route}`),
    ...outside.map((link) => `"${link.text}" on ${link.from} leads off the store to ${link.href}`),
    ...[...words.values()].map(({ word, url, context }) => `"${word}" untranslated on ${url}: ${context}`),
  ];
}

for (const { language, member, screen } of SHARDS) {
  const who = member ? 'a member' : 'a guest';
  const device = screen === PHONE ? 'a phone' : 'a desktop';
  test.describe(`${language}, ${who} on ${device}`, () => {
    // A first visit: the home popup shows, and its link is followed too.
    test.use({ storageState: FIRST_VISIT, viewport: screen });

    test('every link leads to a page of the store, in the language, and every route is reached', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(CRAWL_TIMEOUT);
      const seeds = ['/'];
      const known = await storeDataTexts(request, language);
      if (member) {
        const { shopper, returns } = await memberWithOrders(request);
        await openAsMember(page, shopper, `${language === 'en' ? '' : `/${language}`}/about`);
        seeds.push(...returns);
        // What the member wrote shows as written.
        known.push(shopper.email, MEMBER_NAME);
      }
      const popups = await homePopupTitles(request, language);

      const words = new Map<string, PageWord & { url: string }>();
      const result = await crawl(page, {
        baseURL: baseURL ?? '',
        language,
        seeds,
        pagesPerKind: PAGES_PER_KIND,
        keepsChecking: KEEPS_CHECKING,
        searchWords: STRINGS[language].search,
        reveal: revealer(language, screen, popups),
        inspect: async (shown, visit) => {
          const found = await untranslatedWords(shown, language, {
            knownTexts: known,
            allowedWords: ALLOWED_WORDS[language],
          });
          for (const word of found) {
            const key = `${word.word}|${word.context}`;
            if (!words.has(key)) words.set(key, { ...word, url: visit.url });
          }
        },
      });
      test.info().annotations.push({
        type: 'crawl',
        description: `${String(result.visits.length)} pages opened of ${String(linkedAddresses(result))} addresses linked, ${String(result.reached.size)}/${String(ROUTES.length)} routes reached`,
      });
      expect(problemsOf(result, { member, words })).toEqual([]);
    });
  });
}
