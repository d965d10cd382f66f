// What a shopper sees first on the store's ten main pages (and the payment list), on a phone and a desktop, in English and
// Traditional Chinese, compared with the pictures committed beside this spec: a change to how a page
// looks is a change someone looked at (`npx playwright test e2e/screenshots.spec.ts --update-snapshots`
// takes new ones, to be read before they are committed).
//
// The pictures are taken in a store of their own (its own ports and fresh database): the rest of the
// suite buys, reviews and reprices in the shared one, which would change the trust strip, ratings and
// prices under them. What differs from run to run of the same store (the member's e-mail, order numbers,
// times, countdowns) is masked.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { COOKIES_ACCEPTED } from '../playwright.config';
import { startDeliveryStore, type DeliveryStore } from './support/delivery';
import { untilHydrated } from './support/hydration';
import { latestCode } from './support/outbox';
import { createOrder, payOrder, type CreatedOrder } from './support/shopperOrders';
import type { Shopper } from './support/shoppers';
import { startLoggedIn } from './support/shoppers';
import { apiData } from './support/storeApi';

/** The own store's ports: E2E_PORT_BASE + 30 (the dev-server and delivery specs use 10, 50 and 60). */
const PORT_OFFSET = 30;

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;
const LANGUAGES = [
  {
    name: 'en',
    prefix: '',
    actions: 'Order actions',
    payNow: 'Pay now',
    paymentList: 'Choose a payment method',
  },
  { name: 'zh-TW', prefix: '/zh-TW', actions: '訂單操作', payNow: '立即付款', paymentList: '選擇付款方式' },
] as const;

interface Made {
  shopper: Shopper;
  unpaid: CreatedOrder;
  paid: CreatedOrder;
}

/** The ten pages; the member's come from what `beforeAll` made. */
const PAGES: ReadonlyArray<{ name: string; member?: boolean; path: (made: Made) => string }> = [
  { name: 'home', path: () => '/' },
  { name: 'top-up-list', path: () => '/top-up' },
  { name: 'purchase', path: () => '/top-up/mobile-legends' },
  { name: 'search', path: () => '/search?q=genshin' },
  { name: 'blog', path: () => '/blog' },
  { name: 'help', path: () => '/help' },
  { name: 'coupon-offer', path: () => '/mobile/coupon.html' },
  { name: 'account', member: true, path: () => '/user' },
  { name: 'payment', member: true, path: ({ unpaid }) => `/order/detail?oid=${unpaid.id}` },
  { name: 'pay-result', member: true, path: ({ paid }) => `/pay-result?oid=${paid.id}` },
];

/** Differences a picture may have from the committed one: anti-aliasing, not a moved or missing part. */
const SAME_PICTURE = { maxDiffPixelRatio: 0.01 } as const;

/**
 * Styles that keep what is masked one size (support/steadyScreenshots.css), put into the page itself:
 * the screenshot's own stylePath option is not applied by the Chromium these machines run.
 */
const STEADY_STYLE = path.join(__dirname, 'support', 'steadyScreenshots.css');

const SHOPPER_PASSWORD = 'Shopper1234!';

/** A member of the own store, registered as a shopper does (through the page's /api). */
async function registerIn(request: APIRequestContext): Promise<Shopper> {
  const email = `looks-${Date.now()}@topup.test`;
  await apiData(request, 'POST', '/sso/email/register/authcode', { data: { email } });
  const authCode = await latestCode(request, email);
  const login = await apiData<{ token: string; tokenHead: string }>(request, 'POST', '/sso/email/register', {
    data: { email, authCode, password: SHOPPER_PASSWORD, nickname: 'Looks' },
  });
  return {
    email,
    password: SHOPPER_PASSWORD,
    token: login.token,
    authorization: `${login.tokenHead}${login.token}`,
  };
}

/** The suite's stored answers (cookie question, home popups seen), for the own store's origin. */
function storedFor(origin: string) {
  return {
    cookies: COOKIES_ACCEPTED.cookies,
    origins: COOKIES_ACCEPTED.origins.map((entry) => ({ ...entry, origin })),
  };
}

/** Until the page is live and every picture on the first screen has been drawn. */
async function settled(page: Page): Promise<void> {
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
  });
  await page.addStyleTag({ path: STEADY_STYLE });
}

/** What changes between runs of the same store. */
function changing(page: Page, shopper: Shopper) {
  return [
    page.locator('time'),
    page.getByRole('timer'),
    page.getByText(/TU\d{8,}/),
    page.getByText(shopper.email),
  ];
}

test.describe.configure({ mode: 'serial' });

let store: DeliveryStore;
let made: Made;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  store = await startDeliveryStore(PORT_OFFSET);
  const request = await playwright.request.newContext({ baseURL: store.baseURL });
  const shopper = await registerIn(request);
  const unpaid = await createOrder(request, shopper);
  const paid = await createOrder(request, shopper);
  await payOrder(request, shopper, paid);
  made = { shopper, unpaid, paid };
  await request.dispose();
});

test.afterAll(async () => {
  await store?.stop();
});

async function screenOf(browser: Browser, screen: (typeof SCREENS)[number]) {
  return browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.isMobile,
    hasTouch: screen.hasTouch,
    reducedMotion: 'reduce',
    // The steady styles are a <style> of the test's, which the store's content security policy refuses.
    bypassCSP: true,
    baseURL: store.baseURL,
    storageState: storedFor(store.baseURL),
  });
}

for (const screen of SCREENS) {
  for (const language of LANGUAGES) {
    test(`the ten main pages on a ${screen.name} in ${language.name} look as committed`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await screenOf(browser, screen);
      const page = await context.newPage();
      for (const shown of PAGES) {
        if (shown.member) await startLoggedIn(page, made.shopper);
        await page.goto(`${language.prefix}${shown.path(made)}`);
        await settled(page);
        await expect(page, `${shown.name}`).toHaveScreenshot(
          `${shown.name}-${screen.name}-${language.name}.png`,
          {
            ...SAME_PICTURE,
            mask: changing(page, made.shopper),
          },
        );
        if (shown.name !== 'payment') continue;
        // The ways to pay, each with the store's mark, as "Pay now" lists them.
        await page
          .getByRole('group', { name: language.actions })
          .getByRole('button', { name: language.payNow })
          .click();
        const list = page.getByRole('dialog', { name: language.paymentList });
        await expect(list).toBeVisible();
        await settled(page);
        // The list alone: the order page behind it is the picture before.
        await expect(list, 'payment methods').toHaveScreenshot(
          `payment-methods-${screen.name}-${language.name}.png`,
          SAME_PICTURE,
        );
      }
      await context.close();
    });
  }
}
