import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { SINGLETONS } from '../scripts/webpack/singletons.mjs';
import { ARTICLE_PAGE_SIZE } from '../shared-lib/src/api/publicReads';
import { EARLY_READ_KEEP_MS } from '../shell/src/startup/earlyReads';
import { expectSameDocument, goClientSide, logInFromHeader, markDocument } from './support/demo';
import { inlineRuntimeConfig } from './support/runtimeConfigRoutes';
import { createOrder } from './support/shopperOrders';
import { asReturningShopper } from './support/returningShopper';
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
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await nav.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await goClientSide(page, '/order/detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Hot right now' })).toBeVisible();

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
  // The server's hints (scripts/serve/pageHints.ts) for an address of the storefront, in zh-TW.
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

// scripts/serve/heroImageHint.ts: the picture that is the page's largest paint, hinted by the server.
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

test("index.html names every script and style the shell's startup fetches (no late discoveries)", async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const named = new Set(
    [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)=["']?(\/[^"' >]+\.(?:js|css))/g)].map(
      (match) => `${baseURL}${match[1] ?? ''}`,
    ),
  );
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
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  // Both ways: nothing fetched that the page did not name, nothing named that the startup did not use.
  expect(fetched.filter((url) => !named.has(url))).toEqual([]);
  expect([...named].filter((url) => !fetched.includes(url))).toEqual([]);
});

// shell/src/startup/earlyReads.ts: a page's first public reads start with main.js (the server names the
// page and its parameters), in the page's language, and the page takes each answer instead of asking.
// That is how a page the browser renders starts: a returning shopper's (a first visit's comes rendered
// with its answers, e2e/server-rendering.spec.ts).
/** An article page reads the article and the products shown beside it. */
const articleReads = (slug: string) => [
  `/api/public/blog/article/${slug}`,
  '/api/hpms/product/recommend/config?prefix=blog',
];
/** The shell's own start on any page of a first visit: the currency list, kept 7200 s afterwards. */
const SHELL_READS = ['/api/hms/currency/v2'];
/** A currency chosen on an earlier visit, in shared-lib's stored shape (`writeStored`). */
async function storeCurrency(page: Page, code: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('currency-code', JSON.stringify({ value, expires: Date.now() + 3_600_000 }));
  }, code);
}

/** The top-up page's product, by the sn the server found for its link name (seeded P1001). */
const topUpProductReads = [
  '/api/hpms/product/v4/P1001',
  '/api/hpms/product/sn/P1001/delivery',
  '/api/hpms/product/sn/P1001/seo',
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
    // A guest's detail is priced in the stored currency: read early in it, and taken.
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
    // The first category's products, which the server found in the menu.
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
    address: '/blog',
    language: 'en',
    reads: [`/api/public/blog/article?pageNum=1&pageSize=${ARTICLE_PAGE_SIZE}`],
    content: (page: Page) =>
      page.getByRole('link', { name: /Honkai: Star Rail: what the new version brings/ }),
  },
  {
    address: '/zh-TW/news/category',
    language: 'zh-TW',
    reads: [`/api/public/blog/article?pageNum=1&pageSize=${ARTICLE_PAGE_SIZE}&category=news`],
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

/**
 * Keeps the page's requests under `prefix` and the shell's warnings of early reads nobody took, with a
 * fake clock that runs at the real pace, so a test can jump past the time an unused read is kept.
 */
async function watchEarlyReads(page: Page, prefix: string): Promise<{ reads: Request[]; unused: string[] }> {
  await page.clock.install();
  const reads: Request[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(prefix)) reads.push(sent);
  });
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/early read was not used/.test(message.text())) unused.push(message.text());
  });
  return { reads, unused };
}

for (const first of firstReadPages) {
  test(`${first.address}: its first reads start with the entry, and the page takes them`, async ({
    page,
    baseURL,
  }) => {
    const { reads, unused } = await watchEarlyReads(page, `${baseURL}/api/`);
    await asReturningShopper(page.context(), baseURL);
    if (first.currency) await storeCurrency(page, first.currency);
    await page.goto(first.address);
    await expect(first.content(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    for (const address of [...first.reads, ...SHELL_READS]) {
      const sent = reads.filter((read) => read.url() === `${baseURL}${address}`);
      // One request each: sent by the entry with fetch(), never again by the api client (XHR).
      expect(
        sent.map((read) => read.resourceType()),
        address,
      ).toEqual(['fetch']);
      expect(await sent[0]?.headerValue('accept-language')).toBe(first.language);
      expect(await sent[0]?.headerValue('authorization')).toBeNull();
      expect(await sent[0]?.headerValue('h-currency')).toBe(first.currency ?? 'USD');
    }
    await page.clock.fastForward(EARLY_READ_KEEP_MS);
    expect(unused).toEqual([]);
  });
}

test("a member's top-up page: the entry starts the member's own product detail with the token, beside the public reads", async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await registerShopper(request, 'early-reads');
  await startLoggedIn(page, shopper);
  const { reads, unused } = await watchEarlyReads(page, `${baseURL}/api/hpms/product/`);
  await page.goto('/top-up/mobile-legends');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sentTo = (address: string) => reads.filter((read) => read.url() === `${baseURL}${address}`);
  const [detail, ...others] = topUpProductReads;
  // The detail carries the member's coupons: sent once, by the entry, with the member's token.
  const memberDetail = sentTo(detail ?? '');
  expect(memberDetail.map((read) => read.resourceType())).toEqual(['fetch']);
  expect(await memberDetail[0]?.headerValue('authorization')).toBe(shopper.authorization);
  for (const address of others) {
    const sent = sentTo(address);
    expect(sent.map((read) => read.resourceType())).toEqual(['fetch']);
    expect(await sent[0]?.headerValue('authorization')).toBeNull();
  }
  await page.clock.fastForward(EARLY_READ_KEEP_MS);
  expect(unused).toEqual([]);
});

test("a member's account centre: the entry starts the recent orders with the token, and the page shows them", async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await registerShopper(request, 'early-orders');
  const order = await createOrder(request, shopper);
  await startLoggedIn(page, shopper);
  const { reads: orderReads, unused } = await watchEarlyReads(page, `${baseURL}/api/homs/order?`);
  await page.goto('/zh-TW/user');
  const recent = page.getByRole('region', { name: '最近的訂單' });
  await expect(recent.getByRole('link', { name: `訂單 ${order.orderSn}` })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const firstPage = orderReads.filter((read) => /[?&]pageNum=1&pageSize=5$/.test(read.url()));
  expect(firstPage.map((read) => read.resourceType())).toEqual(['fetch']);
  expect(await firstPage[0]?.headerValue('authorization')).toBe(shopper.authorization);
  expect(await firstPage[0]?.headerValue('accept-language')).toBe('zh-TW');
  await page.clock.fastForward(EARLY_READ_KEEP_MS);
  expect(unused).toEqual([]);

  // The orders page: its counts and the list its address names, the same way. The page has since set
  // the member's cookies (its server would now render the page); as a shopper with other stored choices
  // the browser renders it, and its entry starts the reads.
  await asReturningShopper(page.context(), baseURL);
  const orderLists = () =>
    orderReads.filter((read) => /[?&]status=0&pageNum=1&pageSize=10$/.test(read.url()));
  const totals = page.waitForRequest(`${baseURL}/api/homs/order/total`);
  await page.goto('/user/comp/order?status=unpaid');
  expect((await totals).resourceType()).toBe('fetch');
  await expect(page.getByRole('button', { name: /^Unpaid \(1\)$/, pressed: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Order ${order.orderSn}`))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(orderLists().map((read) => read.resourceType())).toEqual(['fetch']);
  await page.clock.fastForward(EARLY_READ_KEEP_MS);
  expect(unused).toEqual([]);
});
