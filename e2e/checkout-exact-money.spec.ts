// One price from store-api everywhere: the purchase page's total is store-api's quote, and the confirm
// dialog, the payment list and the order detail show the very same figure, in every seeded currency,
// with and without a coupon, for one pack and for several, on a phone and a desktop, in both languages.
// Setup (the shopper, the coupon, the currency, cancelling each order) goes through the API; the figures
// compared are read from the pages.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { en as checkoutEn, zhTW as checkoutZh } from 'mfe-checkout/strings';
import { en as topUpEn, zhTW as topUpZh } from 'mfe-storefront/strings/top-up';
import { en as shellEn } from 'shell/strings/en';
import { zhTW as shellZh } from 'shell/strings/zh-TW';
import { untilHydrated } from './support/hydration';
import { captureCoupon } from './support/shopperCoupons';
import { chooseCurrencyBefore, moneyText } from './support/shopperCurrency';
import { openAsMember, registerShopper, type Shopper } from './support/shoppers';
import { apiData } from './support/storeApi';

/** Mobile Legends, its 706 Diamonds pack and MLBB10 (10% off, from $5), in store-api's seed. */
const MLBB = { productId: 1, linkName: 'mobile-legends', pack: '706 Diamonds' } as const;
const MLBB10_COUPON_ID = 3;
/** A Mobile Legends account the sandbox finds (store-api README). */
const ACCOUNT = { userId: '12345678', zoneId: '2001' } as const;

/** The time one purchase through the pages may take, as the suite allows a whole test. */
const PURCHASE_BUDGET_MS = 30_000;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const LANGUAGES = [
  { language: 'en', prefix: '', topUp: topUpEn, checkout: checkoutEn, shell: shellEn },
  { language: 'zh-TW', prefix: '/zh-TW', topUp: topUpZh, checkout: checkoutZh, shell: shellZh },
] as const;
type Texts = (typeof LANGUAGES)[number];

interface Quote {
  currency: string;
  amount: number;
  couponDiscount: number;
}

interface Purchase {
  currency: string;
  quantity: number;
  withCoupon: boolean;
}

/** The figure a term ("Total") names in a definition list. */
const figureOf = (list: Locator, term: string): Locator =>
  list
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function currencyCodes(request: APIRequestContext): Promise<string[]> {
  const list = await apiData<{ code: string }[]>(request, 'GET', '/hms/currency/v2');
  return list.map((currency) => currency.code);
}

/** Buys one purchase through the pages and checks every figure shown is store-api's one price. */
async function buyAndCompare(
  page: Page,
  request: APIRequestContext,
  shopper: Shopper,
  texts: Texts,
  purchase: Purchase,
): Promise<void> {
  const { topUp, checkout, shell, language, prefix } = texts;
  const pack = await packOf(request, language);
  await chooseCurrencyBefore(page, new URL(page.url()).origin, purchase.currency);
  await page.goto(`${prefix}/top-up/${MLBB.linkName}`);
  // The page fills in the account it remembers once it is live: the test types after that, as the
  // figures compared are the subject here, not typing before the page is live.
  await untilHydrated(page);
  await page.getByLabel(topUp.fields.userId).fill(ACCOUNT.userId);
  await page.getByLabel(topUp.fields.zoneId).fill(ACCOUNT.zoneId);
  await page.getByRole('radio', { name: new RegExp(`^${escaped(pack.name)}`) }).check();
  await page.getByLabel(topUp.topUp.quantity, { exact: true }).selectOption(String(purchase.quantity));
  const held = page.getByRole('radio', { name: /MLBB10/ });
  // The member's coupons are read after the page shows: until then "No coupon" stands checked, and the
  // best coupon is chosen when they come unless the shopper has chosen. Choose once they are there.
  await expect(held).toBeVisible();
  const coupon = purchase.withCoupon ? held : page.getByRole('radio', { name: topUp.topUp.coupons.none });
  await coupon.check();
  await expect(page.getByText(topUp.topUp.lookup.found.replace('{{nickname}}', ''))).toBeVisible();

  // What store-api quotes for exactly this purchase...
  const quote = await apiData<Quote>(request, 'POST', '/homs/order/quote', {
    authorization: shopper.authorization,
    data: {
      productId: MLBB.productId,
      skuId: pack.id,
      quantity: purchase.quantity,
      currency: purchase.currency,
      ...(purchase.withCoupon ? { memberCouponId: await heldCouponId(request, shopper) } : {}),
    },
  });
  expect(quote.couponDiscount > 0).toBe(purchase.withCoupon);
  const total = moneyText(quote.amount, purchase.currency, language);

  // ...is the purchase page's total,
  const summary = page.getByRole('region', { name: topUp.topUp.summary.title });
  await expect(figureOf(summary, topUp.topUp.summary.total)).toHaveText(total);
  // the confirm dialog's,
  await page.getByRole('button', { name: topUp.topUp.buy }).click();
  const confirm = page.getByRole('dialog', { name: topUp.topUp.confirm.title });
  await expect(figureOf(confirm, topUp.topUp.confirm.total)).toHaveText(total);
  const created = page.waitForResponse(
    (response) => response.url().includes('/homs/order/v2') && response.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: topUp.topUp.confirm.pay }).click();
  const order = ((await (await created).json()) as { data: { id: number; amount: number } }).data;
  expect(order.amount).toBe(quote.amount);
  // the payment list's,
  const payment = page.getByRole('dialog', { name: shell.sitePopups.paymentList });
  await expect(payment.getByText(checkout.pay.intro)).toContainText(total);
  // and the order detail's.
  await page.goto(`${prefix}/order/detail?oid=${String(order.id)}`);
  await expect(figureOf(page.getByRole('main'), checkout.order.amount)).toHaveText(
    new RegExp(`^${escaped(total)}`),
  );

  // Cancelled, the order gives the coupon back and stays out of the unpaid-order limit.
  await apiData(request, 'POST', `/homs/order/${String(order.id)}/cancle`, {
    authorization: shopper.authorization,
  });
}

/** The pack's id and its name as a page in `language` shows it. */
async function packOf(request: APIRequestContext, language: string): Promise<{ id: number; name: string }> {
  const response = await request.get(`/api/hpms/product/v4/${String(MLBB.productId)}`, {
    headers: { 'Accept-Language': language },
  });
  const detail = ((await response.json()) as { data: { skus: { id: number; name: string }[] } }).data;
  const english = await apiData<{ skus: { id: number; name: string }[] }>(
    request,
    'GET',
    `/hpms/product/v4/${String(MLBB.productId)}`,
  );
  const id = english.skus.find((candidate) => candidate.name === MLBB.pack)?.id;
  const sku = detail.skus.find((candidate) => candidate.id === id);
  if (!sku) throw new Error(`Mobile Legends has no ${MLBB.pack}`);
  return sku;
}

async function heldCouponId(request: APIRequestContext, shopper: Shopper): Promise<number> {
  const list = await apiData<{ id: number; code: string }[]>(
    request,
    'GET',
    '/hums/coupon/member/available',
    {
      authorization: shopper.authorization,
    },
  );
  const held = list.find((coupon) => coupon.code === 'MLBB10');
  if (!held) throw new Error('The shopper does not hold MLBB10');
  return held.id;
}

for (const [screenName, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${screenName}`, () => {
    test.use({ viewport });

    LANGUAGES.forEach((texts, languageIndex) => {
      test(`every page shows store-api's one total, in ${texts.language}`, async ({ page, request }) => {
        // The shopper's setup is itself a purchase's worth of pages; each currency then gets its own.
        test.setTimeout(PURCHASE_BUDGET_MS);
        const shopper = await registerShopper(request, 'exact-money');
        await captureCoupon(request, shopper, MLBB10_COUPON_ID);
        await openAsMember(page, shopper, `${texts.prefix}/`);
        const codes = await currencyCodes(request);
        expect(codes.length).toBeGreaterThan(1);
        // Every currency is bought through the pages, one after the other: each gets a test's own time.
        test.setTimeout((codes.length + 1) * PURCHASE_BUDGET_MS);
        // Across the four runs every currency is bought with and without the coupon, one pack and several.
        const shift = languageIndex + (screenName === 'phone' ? 0 : 2);
        for (const [index, currency] of codes.entries()) {
          const turn = index + shift;
          await test.step(`${currency}`, () =>
            buyAndCompare(page, request, shopper, texts, {
              currency,
              quantity: 1 + (turn % 3),
              withCoupon: turn % 2 === 0,
            }));
        }
      });
    });
  });
}
