import { expect, test, type Locator, type Page } from '@playwright/test';

// The home page as a first-time shopper meets it, on a phone and a desktop, in both languages: the store's
// own artwork (no letter tiles), each product for at most two purposes, full rows of icons, the trust strip.

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const LANGUAGES = [
  {
    name: 'en',
    path: '/',
    topUp: /^Top up /,
    promotions: 'Promotions',
    trust: 'Why shoppers trust us',
    orders: 'orders delivered',
    delivery: '5 min typical delivery',
    rating: (stars: string) => `${stars} / 5 from`,
  },
  {
    name: 'zh-TW',
    path: '/zh-TW/',
    topUp: /^儲值 /,
    promotions: '優惠活動',
    trust: '值得信賴的理由',
    orders: '筆訂單已到帳',
    delivery: '5 分鐘 一般到帳時間',
    rating: (stars: string) => `${stars} / 5 來自`,
  },
] as const;

interface Trust {
  ordersDelivered: number;
  averageRating: number;
}

/**
 * The page's product sections: regions holding product links (the carousel's links name promotions) and
 * no navigation (the remote's own frame holds them all, with the filters).
 */
const productRegions = (page: Page, topUp: RegExp): Locator =>
  page
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: topUp }) })
    .filter({ hasNot: page.getByRole('navigation') });

/** The cards of a region grouped by row (their top edge), in order. */
async function rowsOf(region: Locator): Promise<number[]> {
  const tops = await region
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

for (const screen of SCREENS) {
  for (const language of LANGUAGES) {
    test(`home on a ${screen.name} in ${language.name}: the store's artwork, one purpose per section, the trust strip`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      // A still carousel, so the screenshot and the checks see the first promotion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const response = await page.goto(language.path);
      expect(response?.status()).toBe(200);

      // The hero: the first promotion's art, preloaded by the page's head and fetched first.
      const carousel = page.getByRole('region', { name: language.promotions });
      const hero = carousel.locator('img').first();
      await expect(hero).toHaveAttribute('src', /\/media\/banners\/[a-z0-9-]+\.svg/);
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      if (language.name === 'en') {
        await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
          'href',
          /\/media\/banners\//,
        );
      }

      // No product shows in more than two sections.
      const regions = productRegions(page, language.topUp);
      await expect(regions.first()).toBeVisible();
      const seen = new Map<string, number>();
      for (const region of await regions.all()) {
        const names = await region
          .getByRole('link', { name: language.topUp })
          .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
        for (const name of new Set(names)) seen.set(name, (seen.get(name) ?? 0) + 1);
      }
      expect(seen.size).toBeGreaterThanOrEqual(10);
      expect([...seen].filter(([, count]) => count > 2)).toEqual([]);

      // Full rows: at least three icons a row on the phone, and never a card alone on its last row.
      for (const region of await regions.all()) {
        const rows = await rowsOf(region);
        if (rows.length > 1) expect(rows.at(-1)).toBeGreaterThanOrEqual(2);
        const cards = rows.reduce((sum, row) => sum + row, 0);
        if (screen.name === 'phone') expect(rows[0]).toBeGreaterThanOrEqual(Math.min(3, cards));
      }
      const firstRows = await rowsOf(regions.first());
      expect(firstRows[0]).toBeGreaterThanOrEqual(3);

      // The cards' pictures are the products' art, sized and lazy: drawn emblems with the name, no initials.
      const pictures = regions.first().getByRole('listitem').locator('img');
      await expect(pictures.first()).toHaveAttribute('src', /^\/media\/products\/[a-z0-9-]+\.svg$/);
      await expect(pictures.first()).toHaveAttribute('width', '256');
      await expect(pictures.first()).toHaveAttribute('loading', 'lazy');
      const art = await page.request.get((await pictures.first().getAttribute('src')) ?? '');
      expect(art.headers()['content-type']).toContain('image/svg+xml');
      const svg = await art.text();
      expect(svg).not.toMatch(/>[A-Z?]{1,2}<\/text>/);
      expect(svg).toMatch(/<path /);

      // The trust strip shows the store's own figures and ways to pay.
      const listing = await page.request.get('/api/hpms/product/index/v2');
      const trust = ((await listing.json()) as { data: { trust: Trust } }).data.trust;
      const strip = page.getByRole('region', { name: language.trust });
      await expect(strip).toContainText(language.rating(trust.averageRating.toFixed(1)));
      await expect(strip).toContainText(language.delivery);
      // The count of delivered orders shows once it is large enough to mean something.
      if (trust.ordersDelivered >= 50) {
        await expect(strip).toContainText(
          `${new Intl.NumberFormat(language.name).format(trust.ordersDelivered)} ${language.orders}`,
        );
      } else {
        await expect(strip).not.toContainText(language.orders);
      }
      await expect(strip.getByRole('img')).toHaveCount(4);
      await expect(strip.getByRole('img').first()).toHaveAttribute('src', /\/media\/payments\/card\.svg$/);

      await page.screenshot({
        path: testInfo.outputPath(`home-${screen.name}-${language.name}.png`),
        fullPage: true,
      });
    });
  }
}

test('the carousel turns with its named buttons and dots, and pauses', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await carousel.getByRole('button', { name: 'Pause the promotions' }).click();
  const shown = carousel.getByRole('group').filter({ visible: true });
  await expect(shown).toHaveAccessibleName('Mobile Legends diamonds, 10% off');
  await carousel.getByRole('button', { name: 'Next promotion' }).click();
  await expect(shown).toHaveAccessibleName('New here? Claim $5 off your first order');
  await carousel.getByRole('button', { name: 'Honkai: Star Rail Express Supply Pass' }).click();
  await expect(shown).toHaveAccessibleName('Honkai: Star Rail Express Supply Pass');
  await expect(carousel.getByRole('button', { name: 'Play the promotions' })).toBeVisible();
});

test('a pack shows the icon of its amount on the purchase page', async ({ page }) => {
  await page.goto('/top-up/mobile-legends');
  const packs = page.getByRole('group', { name: 'Choose a denomination' });
  const icons = packs.locator('img');
  await expect(icons.first()).toHaveAttribute('src', '/media/packs/tier-1.svg');
  await expect(icons.last()).toHaveAttribute('src', '/media/packs/pass.svg');
});
