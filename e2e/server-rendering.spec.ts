// Server rendering: the store's server sends a first visit's public page rendered, with the
// answers of its first reads in the page; the browser hydrates that markup without a difference, asks
// for none of those reads again, and the page works. A shopper whose stored choices change the page
// gets it rendered by the browser. A member's account center is rendered for the member, with the
// session cookie the store's code keeps beside the stored token.
import { expect, test, type Page } from '@playwright/test';
import { MEMBER_RENDERED, PAGE_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from 'shell/page-markers';
import { CURRENCY_COOKIE, MEMBER_SESSION_COOKIE } from '@topup/shared-lib/rules';
import { demo, logInFromHeader } from './support/demo';
import { holdRequests } from './support/heldRequests';
import { expectHydrated, isHydrated, untilHydrated } from './support/hydration';
import { REMOTE_ORIGINS } from './support/remotes';
import { logIn, registerShopper, startLoggedIn } from './support/shoppers';

interface ServedPage {
  path: string;
  heading: string;
  /** One of the page's first reads, which the page holds and must not ask for again. */
  read: string;
}

const SERVED: readonly ServedPage[] = [
  { path: '/', heading: 'Top up your games and live apps', read: '/api/hpms/product/index/v2' },
  { path: '/zh-TW', heading: '為您的遊戲與直播應用儲值', read: '/api/hpms/product/index/banner' },
  { path: '/top-up', heading: 'All top-ups', read: '/api/hpms/product/index/v2' },
  { path: '/top-up/mobile-legends', heading: 'Mobile Legends', read: '/api/hpms/product/v4/' },
  { path: '/zh-TW/top-up/mobile-legends', heading: '決勝巔峰', read: '/api/hpms/product/v4/' },
  { path: '/classify', heading: 'Categories', read: '/api/hpms/product/index/v2/menu' },
  { path: '/blog', heading: 'Blog', read: '/api/public/blog/article' },
  {
    path: '/blog/guides/how-to-top-up-mobile-legends',
    heading: 'How to top up Mobile Legends diamonds in three steps',
    read: '/api/public/blog/article/',
  },
  { path: '/zh-TW/news/category', heading: '新聞', read: '/api/public/blog/article' },
];

/** Console errors of the page, and every API request it sends (path, and path with query). */
function watch(page: Page): { errors: string[]; reads: string[]; addresses: string[] } {
  const seen = { errors: [] as string[], reads: [] as string[], addresses: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    seen.reads.push(url.pathname);
    seen.addresses.push(url.pathname + url.search);
  });
  return seen;
}

const MEMBER_MARKER = `${SERVER_RENDERED_ATTRIBUTE}="${MEMBER_RENDERED}"`;

/** The cookie of that name the page's store code has set, if any. */
async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

/**
 * Opens `path` as the demo member: it must arrive rendered for the member, kept by no cache. What the
 * page then does, and its HTML as the server sent it.
 */
async function openAsDemoMember(
  page: Page,
  path: string,
): Promise<{ seen: ReturnType<typeof watch>; html: string }> {
  await asDemoMember(page);
  const seen = watch(page);
  const response = await page.goto(path);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(MEMBER_MARKER);
  return { seen, html };
}

/** The demo member, signed in as a login leaves it: the token stored, the cookies the page sets from it. */
async function asDemoMember(page: Page): Promise<void> {
  await startLoggedIn(page, await logIn(page.request, demo.email, demo.password));
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect.poll(() => cookieValue(page, MEMBER_SESSION_COOKIE)).toBeTruthy();
}

test('a first visit gets the page rendered: its HTML holds the content and the answers it was made with', async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`);
  expect(html).toContain('Top up your games and live apps</h1>');
  expect(html).toContain('aria-label="Top up Mobile Legends"');
  expect(html).toContain('sf-tip--offer'); // the new-user offer
  expect(html).toContain(`<script type="application/json" id="${PAGE_STATE_ID}">`);

  const zh = await (await request.get('/zh-TW/blog', { headers: { accept: 'text/html' } })).text();
  expect(zh).toContain('<html lang="zh-TW">');
  expect(zh).toContain('部落格</h1>');
});

test("a rendered page carries its own title and description (the route's, or the article's)", async ({
  request,
}) => {
  const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(home).toContain('<title>TopUp Store: cheap game top-ups, fast and safe</title>');
  const article = await (
    await request.get('/blog/guides/how-to-top-up-mobile-legends', { headers: { accept: 'text/html' } })
  ).text();
  expect(article).toContain(
    '<title>How to top up Mobile Legends diamonds in three steps | TopUp Store blog</title>',
  );
  expect(article).toContain(
    '<meta name="description" content="Find your User ID and Zone ID, pick a pack and pay: diamonds arrive within minutes.">',
  );
});

test('with scripts off, a first visit still reads the page and follows its links', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hot right now' })).toBeVisible();
  await page.getByRole('link', { name: 'Top up Mobile Legends' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Choose a denomination' })).toBeVisible();
  await context.close();
});

for (const served of SERVED) {
  test(`${served.path}: hydrates what the server rendered, without a difference or a second read`, async ({
    page,
  }) => {
    const seen = watch(page);
    const response = await page.goto(served.path);
    expect(await response?.text()).toContain(SERVER_RENDERED_ATTRIBUTE);
    await expect(page.getByRole('heading', { level: 1, name: served.heading })).toBeVisible();
    // Hydrated once the shell's client-only parts are there (the help button comes later, by design).
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.errors).toEqual([]);
    expect(seen.reads.filter((path) => path.startsWith(served.read))).toEqual([]);
  });
}

test('the hydrated home page works: the carousel, the login and a client-side jump', async ({ page }) => {
  const seen = watch(page);
  // A still carousel: only the shopper's click turns it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const banners = page.getByRole('region', { name: 'Promotions' });
  const shown = banners.getByRole('group').filter({ visible: true });
  await expect(shown).toHaveAccessibleName('Mobile Legends diamonds, 10% off');
  await banners.getByRole('button', { name: 'Next promotion' }).click();
  await expect(shown).toHaveAccessibleName('New here? Claim $5 off your first order');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // A page reached in the browser reads for itself.
  await expect.poll(() => seen.reads.some((path) => path.startsWith('/api/public/blog/article'))).toBe(true);
  expect(seen.errors).toEqual([]);
});

test('a tap on a button before the page has hydrated is not lost', async ({ page }) => {
  // The shared libraries are held until the test has tapped: the server's page is on screen, its
  // scripts not yet running.
  const libraries = await holdRequests(page, '**/libraries.*.js');
  // From DOMContentLoaded on: the entry, a deferred script, holds taps from then (earlyClicks.ts).
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const categories = page.getByRole('banner').getByRole('button', { name: 'Categories' });
  await categories.click();
  await expect(categories).toHaveAttribute('aria-expanded', 'false');
  expect(await isHydrated(page)).toBe(false);
  libraries.release();
  // Once the page hydrates, the tap takes effect.
  await expect(categories).toHaveAttribute('aria-expanded', 'true');
});

test("a tap on the page's own button after the shell has hydrated, before the page's remote has, is not lost", async ({
  page,
}) => {
  // The storefront's scripts are held until the test has tapped: the shell hydrates and works, the
  // page's area stays the server's markup.
  const storefront = await holdRequests(page, `${REMOTE_ORIGINS.storefront}/**/*.js`);
  // From DOMContentLoaded on: the entry, a deferred script, holds taps from then (earlyClicks.ts).
  await page.goto('/top-up/genshin-impact', { waitUntil: 'domcontentloaded' });
  const categories = page.getByRole('banner').getByRole('button', { name: 'Categories' });
  await categories.click();
  await expect(categories).toHaveAttribute('aria-expanded', 'true');
  await categories.click();
  await expect(categories).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Buy now' }).click();
  expect(await isHydrated(page)).toBe(false);
  storefront.release();
  // Once the page's area hydrates, the tap takes effect: nothing was chosen yet, and the form says so.
  await expect(page.getByText('Choose a denomination.')).toBeVisible();
  await expect(page).toHaveURL(/\/top-up\/genshin-impact$/);
});

test('a phone scrolled before the page has hydrated stays where it was, its links under the finger', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const libraries = await holdRequests(page, '**/libraries.*.js');
  await page.goto('/zh-TW/top-up/genshin-impact', { waitUntil: 'domcontentloaded' });
  const link = page.getByRole('navigation', { name: '更多商品' }).getByRole('link', { name: '角色扮演' });
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  const before = await link.boundingBox();
  expect(scrolled).toBeGreaterThan(0);
  expect(await isHydrated(page)).toBe(false);
  libraries.release();
  await untilHydrated(page);
  // Hydrating neither scrolls the page back to the top nor moves what is on screen.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await link.boundingBox()).toEqual(before);
  await link.click();
  await expect(page).toHaveURL(/\/zh-TW\/Good\/\d+$/);
});

test('a form sent before its remote has hydrated is checked with what was typed into it', async ({
  page,
}) => {
  // The content remote's scripts are held until the test has typed and sent: the shell is live, the
  // form is still the server's markup.
  const content = await holdRequests(page, `${REMOTE_ORIGINS.content}/**/*.js`);
  // From DOMContentLoaded on: the entry, a deferred script, holds taps from then (earlyClicks.ts).
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('region', { name: 'Send us feedback' });
  await form.getByLabel('Your message').fill('hey');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  expect(await isHydrated(page)).toBe(false);
  content.release();
  // The held Send is played once the form has taken the typed text: too short, not missing.
  await expect(form.getByText('Enter between 5 and 2000 characters.')).toBeVisible();
  await expect(form.getByLabel('Your message')).toHaveValue('hey');
});

test("what is typed, picked and ticked before the page has hydrated is the form's once it has", async ({
  page,
}) => {
  // The shared libraries are held until the test has filled the form: the server's form is on screen,
  // its scripts not yet running.
  const libraries = await holdRequests(page, '**/libraries.*.js');
  await page.goto('/top-up/genshin-impact', { waitUntil: 'commit' });
  await page.getByLabel('UID').fill('812345678');
  await page.getByLabel('Server').selectOption('os_asia');
  await page.getByRole('radio', { name: /980\+110/ }).check();
  expect(await isHydrated(page)).toBe(false);
  libraries.release();
  // Once it hydrates, the form has them: it looks the account up, and keeps the choice.
  await expect(page.getByText('Account found: Traveler')).toBeVisible();
  expect(await isHydrated(page)).toBe(true);
  await expect(page.getByLabel('UID')).toHaveValue('812345678');
  await expect(page.getByLabel('Server')).toHaveValue('os_asia');
  await expect(page.getByRole('radio', { name: /980\+110/ })).toBeChecked();
});

test('the hydrated top-up page takes a denomination and an account', async ({ page }) => {
  await page.goto('/top-up/mobile-legends');
  await page.getByRole('radio', { name: /^86 Diamonds/ }).check();
  await expect(page.getByRole('radio', { name: /^86 Diamonds/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'User ID' }).fill('12345678');
  await expect(page.getByRole('textbox', { name: 'User ID' })).toHaveValue('12345678');
});

test('a member who logged in from the header gets the pages rendered for the member, signed in', async ({
  page,
}) => {
  await page.goto('/');
  await logInFromHeader(page);
  await expect.poll(() => cookieValue(page, MEMBER_SESSION_COOKIE)).toBeTruthy();
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(MEMBER_MARKER);
  expect(html).toContain(`>${demo.nickname}</span>`);
  // Not the new-user offer a first visit gets.
  expect(html).not.toContain('sf-tip--offer');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

for (const served of SERVED.filter(({ path }) =>
  ['/', '/top-up/mobile-legends', '/zh-TW/news/category'].includes(path),
)) {
  test(`${served.path}, for a member: rendered with the member, hydrated without a difference or a second read`, async ({
    page,
  }) => {
    const { seen } = await openAsDemoMember(page, served.path);
    await expect(page.getByRole('heading', { level: 1, name: served.heading })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(demo.nickname) }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.errors).toEqual([]);
    expect(seen.reads.filter((path) => path.startsWith(served.read))).toEqual([]);
  });
}

test("a member's account center arrives rendered for the member, and hydrates without a difference or a second read", async ({
  page,
}) => {
  const { seen, html } = await openAsDemoMember(page, '/user');
  expect(html).toContain(`<script type="application/json" id="${PAGE_STATE_ID}">`);
  // The member's details and recent orders are in the page as it arrives.
  expect(html).toContain(`>${demo.nickname}</dd>`);
  expect(html).toContain('Mobile Legends</a>');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(demo.nickname) })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.errors).toEqual([]);
  // The recent orders (the page's read: pageNum=1, no status filter) came with the page.
  const recentReads = seen.addresses.filter(
    (address) =>
      address.startsWith('/api/homs/order?') && address.includes('pageNum=1') && !address.includes('status='),
  );
  expect(recentReads).toEqual([]);
  // The member was read with the session for this page: not asked again, and the rest follows (the
  // demo member has coupons and an unpaid order: the header says so).
  await expect(
    page.getByRole('banner').getByRole('link', { name: /you have coupons or unpaid orders/ }),
  ).toBeVisible();
  expect(seen.reads).not.toContain('/api/sso/info/ex/refresh');
  // Hydrated: the tabs work.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/tab=order/);
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
});

test("a member's orders arrive rendered in Chinese, and the order times show once hydrated", async ({
  page,
}) => {
  const { seen, html } = await openAsDemoMember(page, '/zh-TW/user/comp/order');
  expect(html).toContain('<html lang="zh-TW">');
  await expect(page.getByRole('heading', { level: 1, name: '我的訂單' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '決勝巔峰' }).first()).toBeVisible();
  // The order's time, in the shopper's own time zone, which the server did not know.
  await expect(page.getByText(/TU202611200001 · \S/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.errors).toEqual([]);
  // The counts came with the page, and stayed its answer until its own area had hydrated.
  expect(seen.reads.filter((path) => path === '/api/homs/order/total')).toEqual([]);
});

test('a logout takes the session cookie with it: the account center is no longer rendered for anyone', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'member-ssr');
  await startLoggedIn(page, shopper);
  await page.goto('/user');
  await expect
    .poll(() => cookieValue(page, MEMBER_SESSION_COOKIE))
    .toBe(encodeURIComponent(shopper.authorization));
  const rendered = await page.request.get('/user', { headers: { accept: 'text/html' } });
  expect(await rendered.text()).toContain(MEMBER_MARKER);

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await cookieValue(page, MEMBER_SESSION_COOKIE)).toBeUndefined();
  const after = await page.request.get('/user', { headers: { accept: 'text/html' } });
  expect(await after.text()).not.toContain(SERVER_RENDERED_ATTRIBUTE);
});

test('a session the store has ended: the account center is rendered by the browser, which asks to log in', async ({
  page,
  baseURL,
}) => {
  const ended = 'Bearer 0000000000000000000000000000000000000000000000000000000000000000';
  await page
    .context()
    .addCookies([{ name: MEMBER_SESSION_COOKIE, value: encodeURIComponent(ended), url: baseURL }]);
  await page.addInitScript((token) => {
    window.localStorage.setItem('user-token', JSON.stringify({ value: token, expires: 4_102_444_800_000 }));
  }, ended);
  const response = await page.goto('/user');
  expect(await response?.text()).not.toContain(SERVER_RENDERED_ATTRIBUTE);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => cookieValue(page, MEMBER_SESSION_COOKIE)).toBeUndefined();
});

test('a session stored without the cookie: the browser renders the page afresh, signed in', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'no-cookie');
  await startLoggedIn(page, shopper);
  const seen = watch(page);
  const response = await page.goto('/');
  // The server saw a first visit and rendered it; the page, which knows better, renders itself.
  expect(await response?.text()).toContain(SERVER_RENDERED_ATTRIBUTE);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hot right now' })).toBeVisible();
  expect(seen.errors).toEqual([]);
  // From now on the cookie says so.
  await expect
    .poll(() => cookieValue(page, MEMBER_SESSION_COOKIE))
    .toBe(encodeURIComponent(shopper.authorization));
});

test('a shopper in another currency gets the top-up page rendered in it, and hydrated', async ({
  page,
  baseURL,
}) => {
  const seen = watch(page);
  await page.context().addCookies([{ name: CURRENCY_COOKIE, value: 'TWD', url: baseURL }]);
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'currency-code',
      JSON.stringify({ value: 'TWD', expires: 4_102_444_800_000 }),
    ),
  );
  const response = await page.goto('/top-up/mobile-legends');
  const html = (await response?.text()) ?? '';
  expect(html).toContain(SERVER_RENDERED_ATTRIBUTE);
  expect(html).toContain('NT$');
  await expect(page.getByRole('group', { name: 'Choose a denomination' })).toContainText('NT$');
  await expectHydrated(page);
  expect(seen.errors).toEqual([]);
});

test('a currency stored without its cookie: the browser renders the page afresh in it', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'currency-code',
      JSON.stringify({ value: 'TWD', expires: 4_102_444_800_000 }),
    ),
  );
  const response = await page.goto('/top-up/mobile-legends');
  // The server priced a first visit in US dollars; the page, which knows better, renders itself.
  expect(await response?.text()).toContain('<span class="sf-denom__price">US$1.42</span>');
  await expect(page.getByRole('group', { name: 'Choose a denomination' })).toContainText('NT$');
  await expect.poll(() => cookieValue(page, CURRENCY_COOKIE)).toBe('TWD');
});
