// What the benchmark visits and where: ports from BENCH_PORT_BASE (E2E_PORT_BASE as fallback), the
// seeded data the pages need, and the number of runs. Env overrides keep a quick run possible.
import os from 'node:os';
import path from 'node:path';
import { seedArticles } from '../../store-api/src/db/seed/articles';
import { seedProducts } from '../../store-api/src/db/seed/products';
import { seedOrders } from '../../store-api/src/db/seed/orders';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../store-api/src/db/seed/demoMember';
import { demoMember } from '../../store-api/src/db/seed/members';
import { seedPopups } from '../../store-api/src/db/seed/siteData';
import { STORAGE_KEYS } from '../../shared-lib/src/platform/storage';
import { POPUPS_KEY_PREFIX } from '../../shared-lib/src/stores/userSession';
import { ROOT } from '../budgets/buildOutput';

// Not E2E_PORT_BASE: the bench must run beside a checkout's end-to-end suite, whose store-api sits at
// its base + 100 (another checkout's base + 100 may be exactly this base). Everything stays within
// base .. base + 50.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4910);

/** The shell at the base, the remotes after it, store-api at base + 50. */
export const PORTS = {
  SHELL_PORT: PORT_BASE,
  STOREFRONT_PORT: PORT_BASE + 1,
  ACCOUNT_PORT: PORT_BASE + 2,
  CHECKOUT_PORT: PORT_BASE + 3,
  CONTENT_PORT: PORT_BASE + 4,
  STORE_API_PORT: PORT_BASE + 50,
};
/** store-api started alone for the load run, as deployed (processes.ts startStoreApiAlone). */
export const STORE_API_ALONE_PORT = PORTS.STORE_API_PORT + 1;

/**
 * Ports the Fetch standard refuses (https://fetch.spec.whatwg.org/#bad-port, those above 1023): Chromium
 * and node's fetch will not connect to them, so a server there looks like one that never started
 * (a base of 5010 puts store-api on 5060, a SIP port).
 */
const FETCH_BAD_PORTS: ReadonlySet<number> = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);
const refused = [...Object.values(PORTS), STORE_API_ALONE_PORT].filter((port) => FETCH_BAD_PORTS.has(port));
if (refused.length > 0)
  throw new Error(
    `BENCH_PORT_BASE=${String(PORT_BASE)} puts a server on port${refused.length > 1 ? 's' : ''} ${refused.join(', ')}, which browsers and fetch refuse: choose another base`,
  );

export const ORIGIN = `http://localhost:${PORTS.SHELL_PORT}`;
export const DB_FILE = path.join(os.tmpdir(), `topup-bench-${PORT_BASE}`, 'store.db');
export const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');

export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Tours of the remotes, each in a fresh browser context: every jump's figure is its median. */
export const JUMP_TOURS = Number(process.env.BENCH_JUMP_TOURS ?? 3);
/** Seconds of load on store-api before its resident memory is read. */
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

export const DEMO = { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD };

const product = seedProducts[0];
const article = seedArticles[0];
const news = seedArticles.find((seeded) => seeded.category === 'news');
const unpaid = seedOrders.find((order) => order.memberId === demoMember.id && order.status === 0);
if (!product || !article || !news || !unpaid)
  throw new Error('The seed lost the product, article, news or order the bench visits');

export const TOP_UP_PATH = `/top-up/${product.linkName}`;
export const ARTICLE_PATH = `/blog/${article.category}/${article.slug}`;

/** The pages Lighthouse measures (issue 10's four); `login` pages run with the demo member's token in storage. */
const ISSUE_LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/', login: false },
  { name: 'top-up', path: TOP_UP_PATH, login: false },
  { name: 'blog article', path: ARTICLE_PATH, login: false },
  { name: 'account center', path: '/user', login: true },
] as const;
/** More pages with early reads or a hinted picture, measured only when BENCH_PAGES names them. */
const MORE_LIGHTHOUSE_PAGES = [
  { name: 'top-up list', path: '/top-up', login: false },
  { name: 'blog list', path: '/blog', login: false },
  { name: 'news article', path: `/news/${news.slug}`, login: false },
  // A member's top-up page: its v4 detail is the member's own, started by the entry with the token.
  { name: 'top-up (member)', path: TOP_UP_PATH, login: true },
  // A member's orders page: its counts and list, started by the entry with the token.
  { name: 'orders (member)', path: '/user/comp/order', login: true },
] as const;

/** A comma-separated env list narrowing `all` (for a quick look at one page), or all of it. */
function narrowed<T>(all: readonly T[], env: string | undefined, name: (item: T) => string): readonly T[] {
  const wanted = (env ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return wanted.length === 0 ? all : all.filter((item) => wanted.includes(name(item)));
}

/** BENCH_PAGES=home,top-up measures only those pages (names as in the table); unset, the issue's four. */
export const LIGHTHOUSE_PAGES = process.env.BENCH_PAGES
  ? narrowed(
      [...ISSUE_LIGHTHOUSE_PAGES, ...MORE_LIGHTHOUSE_PAGES],
      process.env.BENCH_PAGES,
      (page) => page.name,
    )
  : ISSUE_LIGHTHOUSE_PAGES;
/**
 * Lighthouse's mobile and desktop presets (simulated throttling, the issue's figures), and the mobile
 * preset with applied throttling (`mobile-applied`: Chromium really slowed to the same network and
 * CPU). The simulation models each request from the script that asked for it and misses a chain of
 * round trips; applied throttling shows it (issue 10, fourth pass). Informative: no targets.
 */
export const LIGHTHOUSE_PRESET_NAMES = ['mobile', 'desktop', 'mobile-applied'] as const;
export type LighthousePreset = (typeof LIGHTHOUSE_PRESET_NAMES)[number];

/** BENCH_PRESETS=mobile runs only that preset. */
export const LIGHTHOUSE_PRESETS = narrowed(
  LIGHTHOUSE_PRESET_NAMES,
  process.env.BENCH_PRESETS,
  (preset) => preset,
);

/** One page of each remote, in the order the client-side jumps go (storefront -> account -> ...). */
export const REMOTE_TOUR = [
  { remote: 'storefront', path: '/' },
  { remote: 'account', path: '/user' },
  { remote: 'checkout', path: `/order/detail?oid=${unpaid.id}` },
  { remote: 'content', path: ARTICLE_PATH },
] as const;

/** Values for the route table's parameters, so every route gets one concrete, valid address. */
export const ROUTE_PARAMS: Record<string, string> = {
  linkName: product.linkName,
  id: String(product.id),
  slug: article.category,
  title: article.slug,
  sn: product.sn,
  tip: 'payment-success.html',
  status: '404',
};
/** Query strings some pages need to show content rather than an error. */
export const ROUTE_QUERIES: Record<string, string> = {
  '/order/detail': `?oid=${unpaid.id}`,
  '/pay-result': `?oid=${unpaid.id}`,
  '/order/PayResult': `?oid=${unpaid.id}`,
  '/order/uploadAuthPage': `?orderSn=${unpaid.orderSn}`,
  '/product/review': `?sn=${product.sn}`,
};

/**
 * The phone of Lighthouse 12's mobile preset, applied to Chromium as its `devtools` throttling applies
 * it (the `mobile-applied` runs): the moto g power's screen, the slow 4G network (150 ms round trip
 * and 1.6 Mbps, with Lighthouse's factors for applied throttling: latency x 3.75, throughput x 0.9),
 * and the CPU 4 times slower. The layout-shift sweep of every route visits with it and with DESKTOP.
 */
export const PHONE: Screen = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  mobile: true,
  network: { latencyMs: 150 * 3.75, downloadKbps: 1638.4 * 0.9, uploadKbps: 750 * 0.9 },
  cpuSlowdown: 4,
};

/**
 * The wide screen of Lighthouse 12's desktop preset, applied the same way: 1350 x 940 at 1x, a 40 ms
 * round trip and 10 Mbps (with the same factors), the CPU as it is. Pages lay out in columns there
 * (the blog's cards moved only at this width, issue 10's twelfth pass).
 */
export const DESKTOP: Screen = {
  viewport: { width: 1350, height: 940 },
  deviceScaleFactor: 1,
  mobile: false,
  network: { latencyMs: 40 * 3.75, downloadKbps: 10_240 * 0.9, uploadKbps: 10_240 * 0.9 },
  cpuSlowdown: 1,
};

export interface Screen {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  /** A phone: touch, and the mobile viewport meta honoured. */
  mobile: boolean;
  network: { latencyMs: number; downloadKbps: number; uploadKbps: number };
  cpuSlowdown: number;
}

export const SHIFT_SCREEN_NAMES = ['phone', 'desktop'] as const;
export type ShiftScreen = (typeof SHIFT_SCREEN_NAMES)[number];
export const SHIFT_SCREEN_SETTINGS: Record<ShiftScreen, Screen> = { phone: PHONE, desktop: DESKTOP };
/** BENCH_SHIFT_SCREENS=phone sweeps only the phone. */
export const SHIFT_SCREENS = narrowed(SHIFT_SCREEN_NAMES, process.env.BENCH_SHIFT_SCREENS, (name) => name);

/** Shared libraries the issue names; react-router is shared as react-router-dom (it re-exports it). */
export const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  '@topup/shared-lib',
] as const;

/**
 * localStorage of the measured visits: a shopper who has answered the cookie question and seen the
 * home popups (a popup over the page would hide what is measured and catch the tour's clicks), logged
 * in when a token is given. Values in shared-lib platform/storage writeStored's { value, expires } shape.
 */
export function benchStorage(token: string | null): Record<string, string> {
  const entry = (value: unknown) => JSON.stringify({ value, expires: Date.now() + 365 * 24 * 3600 * 1000 });
  const storage: Record<string, string> = { [STORAGE_KEYS.cookieStatus]: entry('accepted') };
  for (const popup of seedPopups) storage[`${POPUPS_KEY_PREFIX}${popup.id}`] = entry(true);
  if (token) storage[STORAGE_KEYS.userToken] = entry(token);
  return storage;
}
