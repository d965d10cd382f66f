// A breadth-first crawl of the store in a real browser: from seed addresses, every link a page shows
// (menus, banners, popups, the footer, search forms) is read, and a page of each kind of address is
// opened (a route of the shell's route table and its query's names) and checked where it ends: on the
// store, in the crawl's language, on a page rather than an error. What it found is returned for the
// spec to judge.
import { expect, type Page } from '@playwright/test';
import { localizePath, splitLocalePath, type Language } from '@topup/shared-lib/rules';
import { routeOfPath } from 'shell/route-table';
import { HYDRATED_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from 'shell/page-markers';

/** A link as a page shows it. */
export interface FoundLink {
  /** The page it is on (path and query). */
  from: string;
  /** The link's address, resolved against the page. */
  href: string;
  /** Its words, to say which link it is. */
  text: string;
}

/** One page the crawl opened. */
export interface Visit {
  /** The address opened (path and query), and the page whose link led there ('' for a seed). */
  url: string;
  from: string;
  /** The route of the table the address shows (its pattern, e.g. /top-up/:linkName). */
  route: string;
}

export interface CrawlResult {
  visits: Visit[];
  /** Routes (patterns) some page links to, whose pages opened without a problem. */
  reached: Set<string>;
  /** Every distinct site address some page links to, by route. */
  linked: Map<string, Set<string>>;
  /** Links off the store (other origins, mailto: and the like). */
  outside: FoundLink[];
  /** What went wrong, one sentence each, naming the page and the link. */
  problems: string[];
}

export interface CrawlSetup {
  /** The store's address (the test's baseURL): links elsewhere are outside links. */
  baseURL: string;
  language: Language;
  /** Where the crawl starts (site paths without the language prefix, with their query). */
  seeds: readonly string[];
  /**
   * At most this many pages are opened per kind of address (a route and the names of its query, so
   * /mobile/coupon.html?id= and ?couponId= are two kinds); further links to it are listed, not opened.
   * Seeds are always opened.
   */
  pagesPerKind: number;
  /** Routes whose page keeps showing a status while it waits on the outside world: not waited for. */
  keepsChecking?: readonly string[];
  /** Words typed into a search form to follow it (a name the catalogue has). */
  searchWords: string;
  /** Runs on every page once it has settled, and again after each reveal (the language check). */
  inspect?: (page: Page, visit: Visit) => Promise<void>;
  /**
   * Runs on every page after its links are read, to show what only a press shows (a popup's link,
   * the next banner, a menu) and `look` again: the page is inspected and its links read once more.
   */
  reveal?: (page: Page, visit: Visit, look: () => Promise<void>) => Promise<void>;
}

/** The route pattern a site path (without its language prefix) shows, or null. */
export function routeOf(path: string): string | null {
  return routeOfPath(path)?.route.path ?? null;
}

/** How long a page may take to settle before the crawl says it did not (a loaded machine is slow). */
const SETTLE_TIMEOUT = 20_000;

/**
 * Until a page is the browser's and on screen: hydrated (or rendered by the browser), its main heading
 * shown, nothing loading in it. What it never reached, or null.
 */
async function untilSettled(page: Page, waitForLoading: boolean): Promise<string | null> {
  try {
    await page.waitForFunction(
      ([rendered, hydrated]) =>
        !document.getElementById('root')?.hasAttribute(rendered) ||
        document.documentElement.hasAttribute(hydrated),
      [SERVER_RENDERED_ATTRIBUTE, HYDRATED_ATTRIBUTE] as const,
      { timeout: SETTLE_TIMEOUT },
    );
  } catch {
    return 'never hydrates';
  }
  try {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SETTLE_TIMEOUT });
  } catch {
    return 'shows no main heading';
  }
  if (!waitForLoading) return null;
  try {
    await expect(page.locator('main .tu-spinner')).toHaveCount(0, { timeout: SETTLE_TIMEOUT });
  } catch {
    return 'is still loading';
  }
  return null;
}

/** Every link, and every search form as followed with some words, in the page now. */
async function linksOnPage(page: Page, searchWords: string): Promise<{ href: string; text: string }[]> {
  return page.evaluate((words) => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'), (anchor) => ({
      href: anchor.href,
      text: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').trim().slice(0, 60),
    }));
    const forms = Array.from(document.querySelectorAll<HTMLFormElement>('form[method="get" i]')).flatMap(
      (form) => {
        const input = form.querySelector<HTMLInputElement>('input[type="search"][name]');
        if (!input) return [];
        const target = new URL(form.action, document.baseURI);
        target.searchParams.set(input.name, words);
        return [{ href: target.href, text: form.getAttribute('aria-label') ?? 'search form' }];
      },
    );
    return [...links, ...forms];
  }, searchWords);
}

/** What is wrong with where the page ended up, if anything. */
async function whereItEnded(page: Page, language: Language, origin: string): Promise<string | null> {
  const ended = new URL(page.url());
  if (ended.origin !== origin) return `left the store for ${ended.href}`;
  const { language: endedIn, path } = splitLocalePath(ended.pathname);
  if (path.startsWith('/error/')) return `ends at ${ended.pathname}`;
  if (endedIn !== language) return `ends in ${endedIn} at ${ended.pathname}`;
  if ((await page.locator('.error-page').count()) > 0) return `shows an error page at ${ended.pathname}`;
  if ((await page.locator('.remote-fallback, .tu-status--error').count()) > 0)
    return `shows a failure at ${ended.pathname}`;
  return null;
}

const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/** A visit's kind of address: its route and the names of its query (/classify?id=). */
function kindOf(visit: Visit): string {
  const names = [...new URL(visit.url, 'http://store').searchParams.keys()].sort();
  return names.length === 0 ? visit.route : `${visit.route}?${names.join('&')}`;
}

/** Crawls the store from the seeds in one language; the page's context says who the shopper is. */
export async function crawl(page: Page, setup: CrawlSetup): Promise<CrawlResult> {
  const { origin } = new URL(setup.baseURL);
  const result: CrawlResult = {
    visits: [],
    reached: new Set(),
    linked: new Map(),
    outside: [],
    problems: [],
  };
  const queued = new Set<string>();
  const queue: Visit[] = [];
  const opened = new Map<string, number>();
  // Routes whose pages opened without a problem.
  const shown = new Set<string>();
  // A header link wrong on every page is one problem.
  const report = (problem: string) => {
    if (!result.problems.includes(problem)) result.problems.push(problem);
  };

  const consider = (link: FoundLink) => {
    const url = new URL(link.href);
    if (url.origin !== origin) {
      result.outside.push(link);
      return;
    }
    const { language, path } = splitLocalePath(url.pathname);
    const where = `"${link.text}" (${pathAndQuery(url)})`;
    if (language !== setup.language) report(`${where} leads out of ${setup.language}`);
    const route = routeOf(path);
    if (!route) {
      report(`${where} on ${link.from} leads to no page of the store`);
      return;
    }
    const address = pathAndQuery(url);
    if (link.from) {
      const linked = result.linked.get(route) ?? new Set<string>();
      linked.add(address);
      result.linked.set(route, linked);
    }
    if (queued.has(address)) return;
    queued.add(address);
    queue.push({ url: address, from: link.from, route });
  };

  for (const seed of setup.seeds) {
    const url = new URL(localizePath(seed, setup.language), origin);
    consider({ from: '', href: url.href, text: 'seed' });
  }

  for (let next = queue.shift(); next; next = queue.shift()) {
    const visit = next;
    const kind = kindOf(visit);
    const count = opened.get(kind) ?? 0;
    if (visit.from && count >= setup.pagesPerKind) continue;
    opened.set(kind, count + 1);
    // The page's own readiness is waited for below, not its pictures.
    const response = await page.goto(visit.url, { waitUntil: 'domcontentloaded' });
    result.visits.push(visit);
    const waits = !setup.keepsChecking?.includes(visit.route);
    const status = response?.status() ?? 0;
    // The store's server answers 404 for a page it renders as not found, and never a 5xx for a page.
    const problem =
      (status >= 400 ? `answers ${String(status)}` : null) ??
      (await untilSettled(page, waits)) ??
      (await whereItEnded(page, setup.language, origin));
    if (problem) {
      report(`${visit.url} (${visit.from ? `linked from ${visit.from}` : 'a seed'}) ${problem}`);
      continue;
    }
    shown.add(visit.route);
    const here = pathAndQuery(new URL(page.url()));
    const look = async () => {
      await setup.inspect?.(page, visit);
      for (const link of await linksOnPage(page, setup.searchWords)) {
        // The page's own sections (the skip link, tabs by hash) are not other pages.
        const url = new URL(link.href);
        if (url.protocol.startsWith('http') && pathAndQuery(url) === here && url.hash) continue;
        consider({ ...link, from: here });
      }
    };
    await look();
    await setup.reveal?.(page, visit, look);
  }
  for (const route of shown) if (result.linked.has(route)) result.reached.add(route);
  return result;
}
