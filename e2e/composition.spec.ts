import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { SINGLETONS } from '../scripts/webpack/singletons.mjs';
import { expectSameDocument, goClientSide, logInFromHeader, markDocument } from './support/demo';
import { rememberLanguage } from './support/language';
import { inlineRuntimeConfig } from './support/runtimeConfigRoutes';
import { createOrder } from './support/shopperOrders';
import { asBrowserRendered } from './support/browserRendered';
import { expectHydrated, untilHydrated } from './support/hydration';
import { registerShopper, startLoggedIn } from './support/shoppers';

test('home lists the products store-api returns', async ({ page, request }) => {
  // Asked through the shell's proxy, as the page's reads are (the server rendered this first visit).
  const indexResponse = request.get('/api/hpms/product/index/v2', { headers: { 'H-index-version': 'v2' } });
  await page.goto('/');
  const body = (await (await indexResponse).json()) as {
    code: number;
    data: { sections: Array<{ key: string; products: Array<{ name: string }> }> };
  };
  expect(body.code).toBe(200);
  const hot = body.data.sections.find((section) => section.key === 'hot');
  expect(hot?.products.length).toBeGreaterThan(0);
  const hotSection = page.getByRole('region', { name: 'Hot right now' });
  for (const product of hot?.products ?? []) {
    await expect(hotSection.getByRole('link', { name: `Top up ${product.name}` })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Game top-up' })).toBeVisible();
});

test('each remote renders its page, and moving between them keeps the same document', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  // Moves within the app from here: a link tapped before the app took the page over loads a new one.
  await untilHydrated(page);
  await markDocument(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('link', { name: /^Read/ }).first()).toBeVisible();

  await nav.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await logInFromHeader(page);
  await expect(page.getByRole('region', { name: 'Member details' })).toBeVisible();

  await page
    .getByRole('link', { name: /^Order TU/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/order\/detail\?oid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.getByText('Order number')).toBeVisible();

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Hot right now' })).toBeVisible();
  await expectSameDocument(page);
});

test('the shared libraries exist once, provided by the shell to all four remotes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Hot right now' })).toBeVisible();
  // Every remote must run in this one document: a link tapped before the app took the page over loads a
  // new one, whose share records start afresh.
  await untilHydrated(page);
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await nav.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await goClientSide(page, '/order/detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Hot right now' })).toBeVisible();
  await expectSameDocument(page);

  const shares = await page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean; useIn?: string[] };
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const seen: Record<string, { versions: string[]; from: string[]; useIn: string[] }> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const entry = (seen[name] ??= { versions: [], from: [], useIn: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            entry.versions.push(version);
            entry.from.push(info.from);
            entry.useIn.push(...(info.useIn ?? []));
          }
        }
      }
    }
    return seen;
  });
  for (const name of SINGLETONS.filter((name) => name !== '@topup/shared-lib')) {
    expect(new Set(shares[name]?.versions), name).toHaveProperty('size', 1);
    expect(new Set(shares[name]?.from), name).toEqual(new Set(['shell']));
  }
  const sharedLib = shares['@topup/shared-lib'];
  expect(new Set(sharedLib?.from)).toEqual(new Set(['shell']));
  expect(new Set(sharedLib?.useIn)).toEqual(
    new Set(['shell', 'storefront', 'content', 'account', 'checkout']),
  );
});

test("the page carries the runtime config and fetches its remote's manifest up front; the shell takes both", async ({
  page,
  request,
}) => {
  // The server's hints (shell/server/pageHints.ts) for an address of the storefront, in zh-TW.
  const html = await (
    await request.get('/zh-TW/top-up/mobile-legends', { headers: { accept: 'text/html' } })
  ).text();
  // The same config /runtime-config.json answers, so the shell need not ask for it.
  expect(inlineRuntimeConfig(html)).toEqual(await (await request.get('/runtime-config.json')).json());
  const manifest = /<link rel="preload" href="([^"]+\/mf-manifest\.json)" as="fetch"/.exec(html)?.[1];
  expect(manifest).toBeDefined();
  expect(html).toContain(`<link rel="preconnect" href="${new URL(manifest ?? '').origin}"`);

  const requests: string[] = [];
  const record = (sent: Request) => requests.push(sent.url());
  page.on('request', record);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/zh-TW/top-up/mobile-legends');
  await expect(page.getByRole('heading', { level: 1, name: '決勝巔峰' })).toBeVisible();
  page.off('request', record);
  // Before the runtime asks for remoteEntry.js it has read the manifest: had it not taken the hint,
  // the manifest would be fetched twice by then. (Later, once the page is on screen and the network
  // quiet, the guesses about the next pages fetch it again, by design.)
  const entryAsked = requests.findIndex((url) => url === new URL('remoteEntry.js', manifest).href);
  expect(entryAsked).toBeGreaterThan(0);
  expect(requests.slice(0, entryAsked).filter((url) => url === manifest)).toHaveLength(1);
  expect(requests.filter((url) => url.endsWith('/runtime-config.json'))).toEqual([]);
  expect(warnings).toEqual([]);
});

// The picture that is the page's largest paint (its route module's head), preloaded with the HTML.
const heroPages = [
  {
    name: 'the home page, its first banner',
    address: '/zh-TW',
    picture: (page: Page) => page.getByRole('region', { name: '優惠活動' }).locator('img').first(),
  },
  {
    name: 'a blog article, its picture',
    address: '/blog/guides/how-to-top-up-mobile-legends',
    // Decorative (hidden from assistive technology as a whole), so found by its class.
    picture: (page: Page) => page.locator('img.ct-article__hero'),
  },
  {
    name: 'a news article, its picture',
    address: '/zh-TW/news/honkai-star-rail-new-version',
    picture: (page: Page) => page.locator('img.ct-article__hero'),
  },
  {
    name: 'the top-up list, its first card',
    address: '/top-up',
    // Decorative too: the card's link is named by the product.
    picture: (page: Page) => page.locator('img.sf-card__pic').first(),
  },
  {
    name: 'a category, its first card',
    address: '/classify?id=2',
    picture: (page: Page) => page.locator('img.sf-card__pic').first(),
  },
];

for (const hero of heroPages) {
  test(`${hero.name}: preloaded with the HTML, and the page takes that download`, async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'image') pictures.push(sent.url());
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
    });
    const response = await page.goto(hero.address);
    const html = (await response?.text()) ?? '';
    const hinted = /<link rel="preload" as="image" href="([^"]+)"[^>]* fetchpriority="high">/.exec(html)?.[1];
    expect(hinted).toBeDefined();

    const picture = hero.picture(page);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const shown = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(hinted?.replace(/&amp;/g, '&') ?? '', page.url()).href).toBe(shown);
    expect(pictures.filter((url) => url === shown)).toHaveLength(1);
    expect(warnings).toEqual([]);
  });
}

/** The shell build's startup: its entry, and the chunks the entry asks for at once (startup-chunks.json). */
function shellStartup(): { entry: string[]; startup: string[] } {
  const file = path.join(__dirname, '..', 'shell', 'dist', 'startup-chunks.json');
  const { entrypoints } = JSON.parse(readFileSync(file, 'utf8')) as {
    entrypoints: Record<string, { entry: string[]; startup: string[] }>;
  };
  const main = entrypoints.main;
  if (!main) throw new Error('the shell build names no main entry');
  return main;
}

test("a page the server rendered names the shell's entry and styles; the startup's other scripts come after its first paint, and nothing else (no late discoveries)", async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('data-server-rendered');
  const named = new Set(
    [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)=["']?(\/[^"' >]+\.(?:js|css))/g)].map(
      (match) => `${baseURL}${match[1] ?? ''}`,
    ),
  );
  const { entry, startup } = shellStartup();
  const at = (file: string) => `${baseURL}/${file}`;
  // The entry is named; the startup's chunks are not (they would share a phone's bandwidth with the
  // first paint; the order after the paint is shell/src/index.test.ts's).
  for (const file of entry) expect(named).toContain(at(file));
  for (const file of startup) expect(named).not.toContain(at(file));

  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${baseURL}/`) && ['script', 'stylesheet'].includes(sent.resourceType()))
      fetched.push(sent.url());
  });
  // The startup ends where the browser's idle time begins: what runs then (the login forms, the api
  // client's transport, guessed next pages; startup/pageSettled.ts) is fetched late on purpose. Idle
  // never comes here, so a slow machine that reaches it before the check cannot count it as startup.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/');
  await untilHydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  // Both ways: nothing fetched beyond the named files and the startup's chunks, and all of them used.
  const expected = [...named, ...startup.map(at)];
  expect(fetched.filter((url) => !expected.includes(url))).toEqual([]);
  expect(expected.filter((url) => !fetched.includes(url))).toEqual([]);
});

// A page's first reads are its route module's loader's. A page the server rendered holds their data:
// the browser asks for none of them again. A page the browser renders (when the server could not)
// makes each of them once, in the page's language and the shopper's currency.
/** An article page reads the article and the products shown beside it. */
const articleReads = (slug: string) => [
  `/api/public/blog/article/${slug}`,
  '/api/hpms/product/recommend/config?prefix=blog',
];
/** A currency chosen on an earlier visit, in shared-lib's stored shape (`writeStored`). */
async function storeCurrency(page: Page, code: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('currency-code', JSON.stringify({ value, expires: Date.now() + 3_600_000 }));
  }, code);
}

/** The store's current new-user offer, which home and the purchase page show. */
const NEW_USER_OFFER_READ = '/api/public/newuser/coupon/0';
/**
 * The top-up page's product, by the sn its loader found for the link name (seeded P1001), with the
 * new-user offer and the store's menu (its "More goods").
 */
const topUpProductReads = [
  '/api/hpms/product/v4/P1001',
  '/api/hpms/product/sn/P1001/delivery',
  '/api/hpms/product/sn/P1001/seo',
  NEW_USER_OFFER_READ,
  '/api/hpms/product/index/v2/menu',
];
const firstReadPages: Array<{
  address: string;
  language: string;
  /** A currency the shopper chose on an earlier visit. */
  currency?: string;
  reads: string[];
  content: (page: Page) => Locator;
}> = [
  {
    address: '/zh-TW',
    language: 'zh-TW',
    reads: [
      '/api/hpms/product/index/banner',
      '/api/hpms/product/index/v2',
      '/api/hpms/product/recommend/config',
      '/api/hpms/product/index/popups',
      NEW_USER_OFFER_READ,
    ],
    content: (page: Page) => page.getByRole('region', { name: '熱門商品' }),
  },
  {
    address: '/top-up/mobile-legends',
    language: 'en',
    reads: ['/api/hpms/product/index/v2', ...topUpProductReads],
    content: (page: Page) => page.getByRole('heading', { level: 1, name: 'Mobile Legends' }),
  },
  {
    // A guest's detail is priced in the stored currency.
    address: '/zh-TW/top-up/mobile-legends',
    language: 'zh-TW',
    currency: 'TWD',
    reads: ['/api/hpms/product/index/v2', ...topUpProductReads],
    content: (page: Page) => page.getByRole('heading', { level: 1, name: '決勝巔峰' }),
  },
  {
    address: '/blog/guides/how-to-top-up-mobile-legends',
    language: 'en',
    reads: articleReads('how-to-top-up-mobile-legends'),
    content: (page: Page) =>
      page.getByRole('heading', { level: 1, name: 'How to top up Mobile Legends diamonds in three steps' }),
  },
  {
    address: '/zh-TW/top-up',
    language: 'zh-TW',
    reads: ['/api/hpms/product/index/v2'],
    content: (page: Page) => page.getByRole('link', { name: '儲值 決勝巔峰' }),
  },
  {
    // The first category's products, which the loader found in the menu.
    address: '/classify',
    language: 'en',
    reads: ['/api/hpms/product/index/v2/menu', '/api/hpms/product/index/v2/menu/1'],
    content: (page: Page) => page.getByRole('navigation', { name: 'Categories' }),
  },
  {
    // The category the address chooses.
    address: '/zh-TW/classify?id=2',
    language: 'zh-TW',
    reads: ['/api/hpms/product/index/v2/menu', '/api/hpms/product/index/v2/menu/2'],
    content: (page: Page) => page.getByRole('navigation', { name: '分類' }),
  },
  {
    address: '/search?q=genshin',
    language: 'en',
    reads: ['/api/hpms/product/index/v2'],
    content: (page: Page) => page.getByRole('link', { name: 'Top up Genshin Impact' }),
  },
  {
    address: '/blog',
    language: 'en',
    reads: ['/api/public/blog/article?pageNum=1&pageSize=6'],
    content: (page: Page) =>
      page.getByRole('link', { name: /Honkai: Star Rail: what the new version brings/ }),
  },
  {
    address: '/zh-TW/news/category',
    language: 'zh-TW',
    reads: ['/api/public/blog/article?pageNum=1&pageSize=6&category=news'],
    content: (page: Page) => page.getByRole('link', { name: /崩壞：星穹鐵道新版本重點整理/ }),
  },
  {
    address: '/news/zenless-zone-zero-anniversary',
    language: 'en',
    reads: articleReads('zenless-zone-zero-anniversary'),
    content: (page: Page) =>
      page.getByRole('heading', { level: 1, name: 'Zenless Zone Zero celebrates its anniversary' }),
  },
];

/** The page's requests to the API. */
function watchReads(page: Page, prefix: string): Request[] {
  const reads: Request[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(prefix)) reads.push(sent);
  });
  return reads;
}

/** A read's address with the query as the loader sends it, but for the order list's freshness `t`. */
const addressOf = (read: Request) => {
  const url = new URL(read.url());
  url.searchParams.delete('t');
  return `${url.pathname}${url.search}`;
};

for (const first of firstReadPages) {
  test(`${first.address}: rendered by the server, the page asks for none of its first reads again`, async ({
    page,
    baseURL,
  }) => {
    const reads = watchReads(page, `${baseURL}/api/`);
    if (first.currency) {
      // The currency the page is priced in reaches the server by the shopper's cookie.
      await page.context().addCookies([{ name: 'currency_code', value: first.currency, url: baseURL ?? '' }]);
      await storeCurrency(page, first.currency);
    }
    await page.goto(first.address);
    await expect(first.content(page)).toBeVisible();
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    const asked = reads.map(addressOf);
    for (const address of first.reads) expect(asked, address).not.toContain(address);
  });

  test(`${first.address}: rendered by the browser, the page makes each first read once`, async ({
    page,
    baseURL,
  }) => {
    const reads = watchReads(page, `${baseURL}/api/`);
    await asBrowserRendered(page.context(), baseURL);
    if (first.currency) await storeCurrency(page, first.currency);
    await page.goto(first.address);
    await expect(first.content(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const address of first.reads) {
      const sent = reads.filter((read) => addressOf(read) === address);
      expect(sent, address).toHaveLength(1);
      expect(await sent[0]?.headerValue('accept-language')).toBe(first.language);
      expect(await sent[0]?.headerValue('authorization')).toBeNull();
      expect(await sent[0]?.headerValue('h-currency')).toBe(first.currency ?? 'USD');
    }
  });
}

test("a member's account centre and orders arrive rendered for the member, their own reads made by the server", async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await registerShopper(request, 'member-reads');
  const order = await createOrder(request, shopper);
  await startLoggedIn(page, shopper);
  // The first page sets the member's cookies; from then on the server renders for the member.
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const reads = watchReads(page, `${baseURL}/api/homs/order`);
  await page.goto('/zh-TW/user');
  const recent = page.getByRole('region', { name: '最近的訂單' });
  await expect(recent.getByRole('link', { name: `訂單 ${order.orderSn}` })).toBeVisible();
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(reads.map(addressOf)).not.toContain('/api/homs/order?pageNum=1&pageSize=5');

  // The Chinese page was remembered: the shopper chooses English again.
  await rememberLanguage(page, 'en');
  await page.goto('/user/comp/order?status=unpaid');
  await expect(page.getByRole('button', { name: /^Unpaid \(1\)$/, pressed: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Order ${order.orderSn}`))).toBeVisible();
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(reads.map(addressOf)).not.toContain('/api/homs/order/total');
});
