// Playwright measurements of a logged-in shopper: how often each shared library is downloaded while
// visiting a page of each remote and the time of client-side jumps between remotes (tours of one tab,
// each from an empty cache), and the JS heap (after a forced GC) after visiting every route once and
// again.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { readManifest, sharedFilesOf } from '../budgets/buildOutput';
import { APPS, type AppName } from '../../shell/server/appPorts.mjs';
import { ROUTES } from 'shell/route-table';
import { COOKIE_CHOICE_COOKIE } from '@topup/shared-lib/rules';
import {
  JUMP_TOURS,
  ORIGIN,
  PORTS,
  REMOTE_TOUR,
  ROUTE_PARAMS,
  ROUTE_QUERIES,
  SHARED_LIBRARIES,
  benchStorage,
} from './benchConfig';
import { growthPercent, median } from './stats';
import type { BrowserResults } from './browserResults';
import { combineTours, type TourResults } from './tours';

export type { BrowserResults } from './browserResults';

const APP_PORTS: Record<AppName, number> = {
  shell: PORTS.SHELL_PORT,
  storefront: PORTS.STOREFRONT_PORT,
  account: PORTS.ACCOUNT_PORT,
  checkout: PORTS.CHECKOUT_PORT,
  content: PORTS.CONTENT_PORT,
};
const IDLE_MS = 2000;
const CONTENT_TIMEOUT_MS = 15_000;

/**
 * The measured visits' storage (benchStorage) as a Playwright storage state: a guest's when no token.
 * With the cookie the store keeps beside the answer to the cookie question, as a returning shopper has.
 */
export function storageState(token: string | null) {
  const localStorage = Object.entries(benchStorage(token)).map(([name, value]) => ({ name, value }));
  const choice = {
    name: COOKIE_CHOICE_COOKIE,
    value: 'accepted',
    domain: new URL(ORIGIN).hostname,
    path: '/',
  };
  return {
    cookies: [{ ...choice, expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
    origins: [{ origin: ORIGIN, localStorage }],
  };
}

/**
 * "origin/file" -> the shared packages in it, over every app's manifest. One file may hold several
 * (the shell's startup groups the libraries in one chunk): its download counts for each of them.
 */
function sharedFileIndex(): Map<string, { pkgs: string[]; app: AppName }> {
  const index = new Map<string, { pkgs: string[]; app: AppName }>();
  for (const app of Object.keys(APPS) as AppName[]) {
    for (const [pkg, files] of sharedFilesOf(readManifest(app))) {
      for (const file of files) {
        const url = `http://localhost:${String(APP_PORTS[app])}/${file}`;
        const entry = index.get(url) ?? { pkgs: [], app };
        entry.pkgs.push(pkg);
        index.set(url, entry);
      }
    }
  }
  return index;
}

/** Resolves with performance.now() in the page once the remote's area shows its page, not a fallback. */
async function waitForRemoteContent(page: Page, remote: string): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => {
      const area = document.querySelector(`.remote-area[data-remote="${name}"]`);
      const first = area?.firstElementChild;
      return first && !first.matches('.tu-status, .remote-fallback') ? performance.now() : false;
    },
    remote,
    { polling: 'raf', timeout: CONTENT_TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as number;
}

async function navigateClientSide(page: Page, target: string): Promise<'link' | 'history'> {
  // The header's nav links are real router links: click one when it goes exactly there.
  const link = page.locator(`header a[href="${target}"]`).first();
  await page.evaluate(() => {
    const w = window as unknown as { __benchClickAt?: number };
    delete w.__benchClickAt;
    document.addEventListener('click', () => (w.__benchClickAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  if ((await link.count()) > 0) {
    await link.click();
    return 'link';
  }
  await page.evaluate((path) => {
    (window as unknown as { __benchClickAt?: number }).__benchClickAt = performance.now();
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  return 'history';
}

async function measureTourAndDownloads(
  context: BrowserContext,
): Promise<Pick<BrowserResults, 'sharedDownloads' | 'jumps' | 'jumpMedianMs'>> {
  const page = await context.newPage();
  const index = sharedFileIndex();
  const seen = new Map<string, Set<string>>(SHARED_LIBRARIES.map((pkg) => [pkg, new Set<string>()]));
  page.on('response', (response) => {
    const hit = index.get(response.url().split('?')[0] ?? '');
    if (hit) for (const pkg of hit.pkgs) seen.get(pkg)?.add(hit.app);
  });
  const jumps: BrowserResults['jumps'] = [];
  const [first, ...rest] = REMOTE_TOUR;
  if (!first) throw new Error('REMOTE_TOUR is empty');
  await page.goto(`${ORIGIN}${first.path}`);
  await waitForRemoteContent(page, first.remote);
  let previous: (typeof REMOTE_TOUR)[number] = first;
  // Every remote once, then back to the first: each step is a jump to another remote.
  for (const step of [...rest, first]) {
    await page.waitForTimeout(IDLE_MS);
    const how = await navigateClientSide(page, step.path);
    const shownAt = await waitForRemoteContent(page, step.remote);
    const clickedAt = await page.evaluate(
      () => (window as unknown as { __benchClickAt?: number }).__benchClickAt,
    );
    jumps.push({
      from: previous.remote,
      to: step.remote,
      ms: Math.round(shownAt - (clickedAt ?? shownAt)),
      how,
    });
    previous = step;
  }
  await page.close();
  const sharedDownloads = Object.fromEntries(
    [...seen].map(([pkg, apps]) => [pkg, { downloads: apps.size, from: [...apps].sort() }]),
  );
  return { sharedDownloads, jumps, jumpMedianMs: median(jumps.map((jump) => jump.ms)) };
}

/** One concrete address per route of the shell's table (the OAuth landing needs a real code: skipped). */
export function concreteRoutes(): { path: string; remote: string | null }[] {
  return ROUTES.filter((route) => route.path !== '/oauth2/success').map((route) => {
    const path = route.path.replace(/:(\w+)/g, (_match, name: string) => ROUTE_PARAMS[name] ?? name);
    const query = ROUTE_QUERIES[route.path] ?? '';
    return { path: `${path}${query}`, remote: 'remote' in route.page ? route.page.remote : null };
  });
}

async function measureMemory(context: BrowserContext): Promise<BrowserResults['memory']> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    return Math.round((used / 1024 / 1024) * 10) / 10;
  };
  const routes = concreteRoutes();
  await page.goto(`${ORIGIN}/`);
  await waitForRemoteContent(page, 'storefront');
  const round = async () => {
    for (const route of routes) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      if (route.remote) await waitForRemoteContent(page, route.remote).catch(() => undefined);
      await page.waitForTimeout(300); // let the page's requests and effects run
    }
    // Back home and idle, so both rounds end in the same state.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForTimeout(IDLE_MS);
  };
  await round();
  const heapAfterRound1Mb = await heapMb();
  await round();
  const heapAfterRound2Mb = await heapMb();
  await page.close();
  return {
    routes: routes.length,
    heapAfterRound1Mb,
    heapAfterRound2Mb,
    growthPercent: growthPercent(heapAfterRound1Mb, heapAfterRound2Mb),
  };
}

export async function runBrowser(token: string): Promise<BrowserResults> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (scripts/chromium.ts)');
  const browser: Browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const tours: TourResults[] = [];
    // Each tour from an empty cache, as a shopper's first visit.
    for (let tour = 0; tour < Math.max(1, JUMP_TOURS); tour += 1) {
      const tourContext = await browser.newContext({ storageState: storageState(token) });
      tours.push(await measureTourAndDownloads(tourContext));
      await tourContext.close();
    }
    const memoryContext = await browser.newContext({ storageState: storageState(token) });
    const memory = await measureMemory(memoryContext);
    await memoryContext.close();
    return { ...combineTours(tours), memory };
  } finally {
    await browser.close();
  }
}
