// The caches' budget (docs/caches.md): a price changed in store-api shows on the guest home within 15 s,
// through the page server's kept answers and kept pages. The change is made in store-api's database, as
// an operator's tool would, on a product no other spec prices, and put back afterwards.
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { E2E_STORE_DB } from '../playwright.config';
import { apiData } from './support/storeApi';

/** The budget the caches promise a guest. */
const GUEST_STALENESS_BUDGET_MS = 15_000;
/** The product changed: on the home, priced by no other spec. */
const LINK_NAME = 'call-of-duty-mobile';
/** How much cheaper its cheapest pack becomes, in cents. */
const CUT_CENTS = 7;

interface Summary {
  linkName: string;
  name: string;
  minPrice: number;
}

test('a price changed in store-api is on the guest home within 15 s', async ({ page }) => {
  // Polls reload the page until the change shows; the budget is checked on when the seeing load began.
  test.setTimeout(GUEST_STALENESS_BUDGET_MS * 3);
  const index = await apiData<{ sections: { products: Summary[] }[] }>(
    page.request,
    'GET',
    '/hpms/product/index/v2',
  );
  const product = index.sections.flatMap((section) => section.products).find((p) => p.linkName === LINK_NAME);
  expect(product, `${LINK_NAME} is on the home`).toBeDefined();
  const { name, minPrice } = product as Summary;
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });

  await page.goto('/');
  await expect(card.first()).toContainText(minPrice.toFixed(2));

  const db = new Database(E2E_STORE_DB);
  const cheapest = db
    .prepare(
      `SELECT d.id, d.price_cents AS cents FROM denominations d JOIN products p ON p.id = d.product_id
       WHERE p.link_name = ? ORDER BY d.price_cents, d.sort_order, d.id LIMIT 1`,
    )
    .get(LINK_NAME) as { id: number; cents: number };
  const setPrice = db.prepare('UPDATE denominations SET price_cents = ? WHERE id = ?');
  try {
    setPrice.run(cheapest.cents - CUT_CENTS, cheapest.id);
    const changedAt = Date.now();
    // The amount's digits: how the currency is marked is the money format's business.
    const newPrice = ((cheapest.cents - CUT_CENTS) / 100).toFixed(2);
    let seenFrom = Infinity;
    await expect
      .poll(
        async () => {
          const loadStarted = Date.now();
          await page.goto('/');
          const shown = (await card.first().textContent()) ?? '';
          if (shown.includes(newPrice)) seenFrom = loadStarted;
          return shown.includes(newPrice);
        },
        { timeout: GUEST_STALENESS_BUDGET_MS * 2, intervals: [1_000] },
      )
      .toBe(true);
    expect(seenFrom - changedAt).toBeLessThanOrEqual(GUEST_STALENESS_BUDGET_MS);
  } finally {
    setPrice.run(cheapest.cents, cheapest.id);
    db.close();
  }
});
