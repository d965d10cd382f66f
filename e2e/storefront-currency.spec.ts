// Every price in the shopper's currency: a shopper who chose TWD gets home, /top-up and /classify
// rendered by the store's server with the cards in TWD (listed by the store in USD, converted as the
// store prices), hydrated without a difference; a card's price is its product's cheapest pack on the
// purchase page; a currency chosen on the page reprices the cards at once.
import { expect, test, type Page } from '@playwright/test';
import { SERVER_RENDERED_ATTRIBUTE } from 'shell/page-markers';
import { chooseCurrencyBefore, moneyText, priceIn } from './support/shopperCurrency';
import { holdRequests } from './support/heldRequests';
import { expectHydrated, isHydrated } from './support/hydration';
import { apiData } from './support/storeApi';

interface Summary {
  linkName: string;
  name: string;
  minPrice: number;
  currency: string;
}

/** The store's rate for a currency, and Mobile Legends as the home index lists it (in USD). */
async function catalogue(page: Page, code: string): Promise<{ rate: number; product: Summary }> {
  const currencies = await apiData<{ code: string; rate: number }[]>(page.request, 'GET', '/hms/currency/v2');
  const rate = currencies.find((currency) => currency.code === code)?.rate;
  expect(rate, `the store lists ${code}`).toBeDefined();
  const index = await apiData<{ sections: { key: string; products: Summary[] }[] }>(
    page.request,
    'GET',
    '/hpms/product/index/v2',
  );
  const product = index.sections
    .flatMap((section) => section.products)
    .find((candidate) => candidate.linkName === 'mobile-legends');
  expect(product?.currency).toBe('USD');
  return { rate: rate ?? 1, product: product as Summary };
}

/** Console errors, which include any difference React finds while hydrating. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const PAGES = [
  { path: '/', card: 'Top up Mobile Legends' },
  { path: '/top-up', card: 'Top up Mobile Legends' },
  { path: '/classify', card: 'Top up Mobile Legends' },
];

for (const { path, card } of PAGES) {
  test(`${path} in TWD: the server renders the cards in it and the browser hydrates them unchanged`, async ({
    page,
    baseURL,
  }) => {
    const { rate, product } = await catalogue(page, 'TWD');
    const twd = moneyText(priceIn(product.minPrice, rate), 'TWD');
    const usd = moneyText(product.minPrice, 'USD');
    const errors = consoleErrors(page);
    await chooseCurrencyBefore(page, baseURL ?? '', 'TWD');
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(SERVER_RENDERED_ATTRIBUTE);
    expect(html).toContain(twd);
    expect(html).not.toContain(`>${usd}<`);
    await expectHydrated(page);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: card }) })
      .first();
    await expect(item).toContainText(twd);
    expect(errors).toEqual([]);
  });
}

test('a card’s price in TWD is its product’s cheapest pack on the purchase page', async ({
  page,
  baseURL,
}) => {
  const { rate, product } = await catalogue(page, 'TWD');
  const twd = moneyText(priceIn(product.minPrice, rate), 'TWD');
  await chooseCurrencyBefore(page, baseURL ?? '', 'TWD');
  await page.goto('/top-up');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Top up Mobile Legends' }) });
  await expect(item).toContainText(twd);
  await item.getByRole('link', { name: 'Top up Mobile Legends' }).click();
  const packs = page.getByRole('group', { name: 'Choose a denomination' });
  await expect(packs).toContainText(twd);
  // The order summary names no price until a pack is chosen.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Choose a pack to see the price.');
  await expect(summary).not.toContainText('$');
  await packs.getByRole('radio', { name: twd }).first().check();
  await expect(summary).toContainText(`Total${twd}`);
});

test('a currency chosen in the header reprices the cards', async ({ page }) => {
  const { rate, product } = await catalogue(page, 'TWD');
  await page.goto('/top-up');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Top up Mobile Legends' }) });
  await expect(item).toContainText(moneyText(product.minPrice, 'USD'));
  await page.getByRole('banner').getByLabel('Currency').selectOption('TWD');
  await expect(item).toContainText(moneyText(priceIn(product.minPrice, rate), 'TWD'));
});

test('a currency chosen in the header before the page has hydrated reprices the cards once it has', async ({
  page,
}) => {
  const { rate, product } = await catalogue(page, 'TWD');
  // The shared libraries are held until the test has chosen: the server's page is on screen, its
  // scripts not yet running.
  const libraries = await holdRequests(page, '**/libraries.*.js');
  await page.goto('/top-up', { waitUntil: 'commit' });
  await page.getByRole('banner').getByLabel('Currency').selectOption('TWD');
  expect(await isHydrated(page)).toBe(false);
  libraries.release();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Top up Mobile Legends' }) });
  await expect(item).toContainText(moneyText(priceIn(product.minPrice, rate), 'TWD'));
  await expect(page.getByRole('banner').getByLabel('Currency')).toHaveValue('TWD');
});
