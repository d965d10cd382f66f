// No page is wider than the screen: every route of the route table, in English and Traditional
// Chinese, on a small phone, a phone and a tablet, for a member whose e-mail address and nickname are
// long and who has an order. A page that scrolls sideways hides its own end (a price, a button) and
// reads as broken. On the phone, the same pages also keep every control clear of what is stuck to the
// screen (the header, the help button, a buy bar, and the cookie banner, not yet answered there so it
// shows on every page): one a shopper cannot press is as broken. One browser context per width, every
// page opened in it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { COOKIE_BANNER_SHOWN } from '../playwright.config';
import { ROUTES } from 'shell/route-table';
import { localizePath, type Language } from '@topup/shared-lib/rules';
import { coveredControls } from './support/coveredControls';
import { untilHydrated } from './support/hydration';
import { ROUTE_ADDRESSES, orderAddresses } from './support/routeAddresses';
import { openAsMember, registerShopper, type Shopper } from './support/shoppers';
import { createOrder } from './support/shopperOrders';

/**
 * 320: the smallest phone still sold; 390: today's common phone, where nothing stuck may cover a
 * control (phone-covered-controls.spec.ts holds the purchase and order pages in their busier states);
 * 768: a tablet upright.
 */
const WIDTHS = [
  { width: 320, height: 640, isMobile: true, coverCheck: false },
  { width: 390, height: 844, isMobile: true, coverCheck: true },
  { width: 768, height: 1024, isMobile: false, coverCheck: false },
] as const;

const LANGUAGES: readonly Language[] = ['en', 'zh-TW'];

/** The longest nickname store-api accepts (32 characters), with no place to break a line. */
const LONG_NICKNAME = 'Wolfeschlegelsteinhausenbergerdo';

/** The addresses opened per route: the seeded ones, and the member's own order for its pages. */
const addressesOf = (orderSn: string) => ({ ...ROUTE_ADDRESSES, ...orderAddresses(orderSn) });

/** Some 90 pages per width, each loaded and hydrated, on a machine other suites share. */
const WIDTH_TIMEOUT = 300_000;

/** The innermost elements reaching past the screen's right edge, to say what to fix. */
function widestParts(page: Page, screen: number): Promise<string> {
  return page.evaluate((right) => {
    const past = (element: Element) => element.getBoundingClientRect().right > right + 0.5;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => past(element) && ![...element.children].some(past))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`)
      .join(', ');
  }, screen);
}

/** What is wrong with the pages at one width: too wide, or (where checked) a control under a stuck part. */
async function problemsAt(
  browser: Browser,
  size: (typeof WIDTHS)[number],
  shopper: Shopper,
  orderSn: string,
  baseURL: string | undefined,
): Promise<string[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: size.width, height: size.height },
    isMobile: size.isMobile,
    hasTouch: size.isMobile,
    ...(size.coverCheck ? { storageState: COOKIE_BANNER_SHOWN } : {}),
  });
  const page = await context.newPage();
  await openAsMember(page, shopper, '/');
  if (size.coverCheck) await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  const addresses = addressesOf(orderSn);
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    for (const route of ROUTES) {
      for (const address of addresses[route.path] ?? []) {
        const url = localizePath(address, language);
        await page.goto(url);
        await untilHydrated(page);
        // The viewport's width, not window.innerWidth: with isMobile Chromium zooms a wide page out,
        // and innerWidth grows with it.
        const screen = page.viewportSize()?.width ?? size.width;
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > screen) {
          problems.push(
            `${url} is ${scrollWidth} px wide at ${screen} px: ${await widestParts(page, screen)}`,
          );
        }
        if (size.coverCheck) {
          for (const { control, coveredBy } of await coveredControls(page)) {
            problems.push(`${url}: ${control} is under ${coveredBy}`);
          }
        }
      }
    }
  }
  await context.close();
  return problems;
}

test.describe('no page is wider than the screen, and on a phone no control is under a stuck part', () => {
  for (const size of WIDTHS) {
    const what = size.coverCheck ? 'fits, every control clear,' : 'fits';
    test(`at ${size.width} x ${size.height}, every page ${what} in both languages, for a member with a long e-mail and name`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(WIDTH_TIMEOUT);
      const shopper = await registerShopper(request, 'a-very-long-address-for-layout-checks', {
        nickname: LONG_NICKNAME,
        domain: 'an-unusually-long-domain-name.topup.test',
      });
      const order = await createOrder(request, shopper);
      expect(await problemsAt(browser, size, shopper, order.orderSn, baseURL)).toEqual([]);
    });
  }
});
