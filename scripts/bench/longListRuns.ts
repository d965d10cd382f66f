// A long product list on the phone: the top-up list grown to LONG_LIST_PRODUCTS
// cards with "Show more", from a fresh tab each run. Measured in the page, on the phone's 4x slower CPU:
// - each "Show more": the click to the frame after its cards are painted, the first steps (a short
//   list) against the last ones (the list at its longest): a step's cost should not grow with the list;
// - a relayout of the whole grown page (the browser's text size changed): the forced style and layout.
// The list is paged, not virtualised, and its cards carry no `content-visibility`: Chromium leaves the
// cards that property skips out of its accessibility tree (e2e/storefront-long-list.spec.ts checks).
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { COPY_NAME, serveLongCatalogue } from '../../e2e/support/longCatalogue';
import { asBrowserRendered } from '../../e2e/support/browserRendered';
import { ORIGIN, PHONE } from './benchConfig';
import { storageState } from './browserRuns';
import { median } from './stats';

export interface LongListResults {
  products: number;
  runs: number;
  /** "Show more", click to painted, ms: medians over the runs of the first and of the last steps. */
  showMoreMs: { firstSteps: number; lastSteps: number };
  /** The grown page's forced relayout, ms (median over the runs). */
  relayoutMs: number;
}

/** Twenty steps of twelve. */
export const LONG_LIST_PRODUCTS = Number(process.env.BENCH_LONG_LIST ?? 240);
const RUNS = Number(process.env.BENCH_LONG_LIST_RUNS ?? 5);
/** The steps compared in each run: this many at the start of the list and at its end. */
const COMPARED_STEPS = 5;
const STEP = 12;

async function run(browser: Browser) {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.mobile,
    hasTouch: PHONE.mobile,
    storageState: storageState(null),
  });
  try {
    // The stretched catalogue answers the browser's read: a page the browser renders (a returning
    // shopper's; a first visit's arrives rendered with the real catalogue, README "Server rendering").
    await asBrowserRendered(context, ORIGIN);
    const page = await context.newPage();
    await serveLongCatalogue(page, LONG_LIST_PRODUCTS);
    await page.goto(`${ORIGIN}/top-up`);
    const cards = page.getByRole('main').getByRole('link', { name: COPY_NAME });
    await cards.first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });

    const stepMs: number[] = [];
    for (let shown = STEP; shown < LONG_LIST_PRODUCTS; shown += STEP) {
      // No named functions inside evaluate: tsx would wrap them in a helper the page lacks.
      const ms = await page.evaluate(async (expected) => {
        const buttons = [...document.querySelectorAll('main button')];
        const more = buttons.find((button) => button.textContent === 'Show more') as HTMLElement;
        const started = performance.now();
        more.click();
        // The click's render is synchronous (a discrete event); the frame after it paints the cards.
        await new Promise((done) => requestAnimationFrame(done));
        await new Promise((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = done;
          channel.port2.postMessage(null);
        });
        if (document.querySelectorAll('main li.sf-card').length !== expected) throw new Error('not grown');
        return performance.now() - started;
      }, shown + STEP);
      stepMs.push(ms);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const relayoutMs = await page.evaluate(() => {
      const root = document.documentElement;
      const started = performance.now();
      root.style.fontSize = '17px';
      void root.offsetHeight; // forces the style and layout the change needs
      const ms = performance.now() - started;
      root.style.fontSize = '';
      return ms;
    });
    return {
      firstSteps: stepMs.slice(0, COMPARED_STEPS),
      lastSteps: stepMs.slice(-COMPARED_STEPS),
      relayoutMs,
    };
  } finally {
    await context.close();
  }
}

const rounded = (value: number) => Math.round(value * 10) / 10;

export async function runLongList(): Promise<LongListResults> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (scripts/chromium.ts)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const firstSteps: number[] = [];
  const lastSteps: number[] = [];
  const relayouts: number[] = [];
  try {
    for (let index = 0; index < RUNS; index++) {
      const result = await run(browser);
      firstSteps.push(...result.firstSteps);
      lastSteps.push(...result.lastSteps);
      relayouts.push(result.relayoutMs);
    }
  } finally {
    await browser.close();
  }
  return {
    products: LONG_LIST_PRODUCTS,
    runs: RUNS,
    showMoreMs: { firstSteps: rounded(median(firstSteps)), lastSteps: rounded(median(lastSteps)) },
    relayoutMs: rounded(median(relayouts)),
  };
}
