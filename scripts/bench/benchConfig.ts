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
import { POPUPS_KEY_PREFIX, STORAGE_KEYS } from '@topup/shared-lib/rules';
import { ROOT } from '../budgets/buildOutput';

// Not E2E_PORT_BASE: the bench must run beside a checkout's end-to-end suite, whose store-api sits at
// its base + 100 (another checkout's base + 100 may be exactly this base). Everything stays within
// base .. base + 60.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4910);

/** The ports of one assembled store: the shell at `base`, the remotes after it, store-api at base + 50. */
export function storePorts(base: number) {
  return {
    SHELL_PORT: base,
    STOREFRONT_PORT: base + 1,
    ACCOUNT_PORT: base + 2,
    CHECKOUT_PORT: base + 3,
    CONTENT_PORT: base + 4,
    STORE_API_PORT: base + 50,
  };
}
export type StorePorts = ReturnType<typeof storePorts>;

/** The store the bench measures. */
export const PORTS = storePorts(PORT_BASE);
/** store-api started alone for the load run, as deployed (processes.ts startStoreApiAlone). */
export const STORE_API_ALONE_PORT = PORTS.STORE_API_PORT + 1;
/** The earlier commit's store of the server step, beside it: shell at base + 10, store-api at base + 60. */
export const BEFORE_PORTS = storePorts(PORT_BASE + 10);

/**
 * Ports the Fetch standard refuses (https://fetch.spec.whatwg.org/#bad-port, those above 1023): Chromium
 * and node's fetch will not connect to them, so a server there looks like one that never started
 * (a base of 5010 puts store-api on 5060, a SIP port).
 */
const FETCH_BAD_PORTS: ReadonlySet<number> = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);
const refused = [...Object.values(PORTS), ...Object.values(BEFORE_PORTS), STORE_API_ALONE_PORT].filter(
  (port) => FETCH_BAD_PORTS.has(port),
);
if (refused.length > 0)
  throw new Error(
    `BENCH_PORT_BASE=${String(PORT_BASE)} puts a server on port${refused.length > 1 ? 's' : ''} ${refused.join(', ')}, which browsers and fetch refuse: choose another base`,
  );

/** The address of a store's shell. */
export const originOf = (ports: StorePorts) => `http://localhost:${String(ports.SHELL_PORT)}`;
export const ORIGIN = originOf(PORTS);
export const DB_FILE = path.join(os.tmpdir(), `topup-bench-${PORT_BASE}`, 'store.db');
/** The current run's figures (ignored by git). */
export const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');
/** The run the table compares with (committed): a run saved on purpose (`--save-baseline`). */
export const BASELINE_FILE = path.join(ROOT, 'bench', 'baseline.json');

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

/** The pages Lighthouse measures by default; `login` pages run with the demo member's token in storage. */
const DEFAULT_LIGHTHOUSE_PAGES = [
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
  // A member's top-up page: its v4 detail is the member's own.
  { name: 'top-up (member)', path: TOP_UP_PATH, login: true },
  // A member's orders page: its counts and list.
  { name: 'orders (member)', path: '/user/comp/order', login: true },
] as const;
export type LighthousePage =
  (typeof DEFAULT_LIGHTHOUSE_PAGES)[number] | (typeof MORE_LIGHTHOUSE_PAGES)[number];

/** A comma-separated env list narrowing `all` (for a quick look at one page), or all of it. */
function narrowed<T>(all: readonly T[], env: string | undefined, name: (item: T) => string): readonly T[] {
  const wanted = (env ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return wanted.length === 0 ? all : all.filter((item) => wanted.includes(name(item)));
}

/** BENCH_PAGES=home,top-up measures only those pages (names as in the table); unset, the default four. */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = process.env.BENCH_PAGES
  ? narrowed<LighthousePage>(
      [...DEFAULT_LIGHTHOUSE_PAGES, ...MORE_LIGHTHOUSE_PAGES],
      process.env.BENCH_PAGES,
      (page) => page.name,
    )
  : DEFAULT_LIGHTHOUSE_PAGES;
/** The pages a first visit lands on: the first-visit run measures these (of LIGHTHOUSE_PAGES). */
const FIRST_VISIT_PAGE_NAMES: ReadonlySet<string> = new Set(['home', 'top-up']);

/**
 * Lighthouse's runs of each page:
 * - `mobile` and `desktop`: Lighthouse's presets (simulated throttling: the targets' figures) for a
 *   returning shopper (benchStorage: cookie question answered, home popups seen);
 * - `mobile-first-visit`: the mobile preset for a shopper with nothing stored and no cookies (the cookie
 *   question and the home popups show), on the pages a first visit lands on;
 * - `mobile-applied`: the mobile preset with its network and CPU applied to Chromium, not simulated. The
 *   simulation models each request from the script that asked for it and misses a chain of round
 *   trips; applied throttling shows it. Informative: no targets.
 */
export const LIGHTHOUSE_RUN_NAMES = ['mobile', 'mobile-first-visit', 'desktop', 'mobile-applied'] as const;
export type LighthouseRunName = (typeof LIGHTHOUSE_RUN_NAMES)[number];

export interface LighthouseRun {
  preset: 'mobile' | 'desktop';
  /** The network and CPU slowed in Chromium itself (Lighthouse's `devtools` throttling). */
  applied: boolean;
  /** Nothing stored, no cookies; otherwise a returning shopper's storage (benchStorage). */
  firstVisit: boolean;
  /** The Lighthouse targets apply to these figures. */
  targets: boolean;
  pages: readonly LighthousePage[];
}

const firstVisitPages = LIGHTHOUSE_PAGES.filter((page) => FIRST_VISIT_PAGE_NAMES.has(page.name));
export const LIGHTHOUSE_RUN_SETTINGS: Record<LighthouseRunName, LighthouseRun> = {
  mobile: { preset: 'mobile', applied: false, firstVisit: false, targets: true, pages: LIGHTHOUSE_PAGES },
  'mobile-first-visit': {
    preset: 'mobile',
    applied: false,
    firstVisit: true,
    targets: true,
    pages: firstVisitPages,
  },
  desktop: { preset: 'desktop', applied: false, firstVisit: false, targets: false, pages: LIGHTHOUSE_PAGES },
  'mobile-applied': {
    preset: 'mobile',
    applied: true,
    firstVisit: false,
    targets: false,
    pages: LIGHTHOUSE_PAGES,
  },
};

/** BENCH_PRESETS=mobile,mobile-first-visit makes only those runs. */
export const LIGHTHOUSE_RUNS = narrowed(LIGHTHOUSE_RUN_NAMES, process.env.BENCH_PRESETS, (run) => run);

/** The CLS target: Lighthouse's phone runs and every route's visits (layoutShiftRuns.ts). */
export const CLS_TARGET = 0.02;
/** Lighthouse's targets on a phone (mobile preset), for a returning shopper and a first visit. */
export const LIGHTHOUSE_TARGETS = {
  minScore: 95,
  maxLcpMs: 2000,
  maxTbtMs: 150,
  maxCls: CLS_TARGET,
} as const;

/** Concurrent connections of the server step: the figure the server's targets are stated at. */
export const SERVER_CONNECTIONS = 16;
/** Seconds of load on each page of the server step. */
export const SERVER_SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 10);
/** The server's targets for a guest's pages and a member's, at SERVER_CONNECTIONS. */
const GUEST_SERVER_TARGETS = { minPagesPerSecond: 1000, maxP99Ms: 50 } as const;
const MEMBER_SERVER_TARGETS = { minPagesPerSecond: 300, maxP99Ms: 150 } as const;

/** The pages the server step loads: a guest's (no cookies) and the demo member's (their session cookies). */
export const SERVER_PAGES = [
  { name: 'guest home', path: '/', member: false, targets: GUEST_SERVER_TARGETS },
  { name: 'guest top-up', path: TOP_UP_PATH, member: false, targets: GUEST_SERVER_TARGETS },
  { name: 'member account center', path: '/user', member: true, targets: MEMBER_SERVER_TARGETS },
] as const;
export type ServerPage = (typeof SERVER_PAGES)[number];

/**
 * The commit whose server the server step measures first, in the same run on the same machine
 * (BENCH_SERVER_BEFORE=<commit>; `none` measures the current build only). The default is the store
 * before its pages moved into their remotes' route modules.
 */
export const SERVER_BEFORE = process.env.BENCH_SERVER_BEFORE ?? '3b00977';

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
 * (the blog's cards move at this width only).
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

/** Shared libraries that must be downloaded once; react-router is shared as react-router-dom (it re-exports it). */
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
 * localStorage of a returning shopper's visits: a shopper who has answered the cookie question and seen
 * the home popups (a popup over the page would hide what is measured and catch the tour's clicks),
 * logged in when a token is given. Values in shared-lib platform/storage writeStored's { value, expires } shape.
 */
export function benchStorage(token: string | null): Record<string, string> {
  const entry = (value: unknown) => JSON.stringify({ value, expires: Date.now() + 365 * 24 * 3600 * 1000 });
  const storage: Record<string, string> = { [STORAGE_KEYS.cookieStatus]: entry('accepted') };
  for (const popup of seedPopups) storage[`${POPUPS_KEY_PREFIX}${popup.id}`] = entry(true);
  if (token) storage[STORAGE_KEYS.userToken] = entry(token);
  return storage;
}
