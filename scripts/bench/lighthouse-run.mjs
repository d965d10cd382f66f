// @ts-check
// One Lighthouse run, in plain node: tsx's transform would add a `__name` helper to the functions
// Lighthouse evaluates in the page, which the page does not have. The parent (lighthouseRuns.ts)
// launches Chromium and passes the run as JSON in argv[2]; the figures come back as JSON on stdout.
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import lighthouse, { desktopConfig } from 'lighthouse';

/** @type {{ url: string; name: string; preset: 'mobile' | 'desktop'; applied: boolean; chromePort: number; origin: string; storage: Record<string, string>; cookies: string[] }} */
const run = JSON.parse(process.argv[2] ?? '{}');

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${run.chromePort}` });
try {
  // Storage as given (a returning shopper's, or nothing for a first visit), no cookies of an earlier
  // run, and an empty HTTP cache.
  const setup = await browser.newPage();
  const session = await setup.createCDPSession();
  await session.send('Network.clearBrowserCookies');
  await setup.goto(`${run.origin}/runtime-config.json`);
  await setup.evaluate((stored) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, run.storage);
  if (run.cookies.length > 0) {
    // A returning shopper as their last visit left them: the store's own code sets the cookies its
    // server renders their pages by (shell/src/platform/personalView.ts), from what is stored.
    await setup.goto(`${run.origin}/about`);
    await setup.waitForFunction(
      (names) => names.every((name) => document.cookie.includes(`${name}=`)),
      {},
      run.cookies,
    );
  }
  await session.send('Network.clearBrowserCache');
  await session.detach();
  await setup.close();

  const page = await browser.newPage();
  const result = await lighthouse(
    run.url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      // The preset's network and CPU applied to Chromium, not simulated.
      ...(run.applied ? { throttlingMethod: 'devtools' } : {}),
    },
    run.preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  await page.close();
  if (!result) throw new Error(`Lighthouse returned nothing for ${run.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  // BENCH_LHR_DIR=<dir> keeps every full report, to see what a figure is made of.
  const dumpDir = process.env.BENCH_LHR_DIR;
  if (dumpDir) {
    fs.mkdirSync(dumpDir, { recursive: true });
    const name = `${run.name}-${new URL(run.url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(`${dumpDir}/${name}`, JSON.stringify(lhr));
  }
  /** @param {string} id */
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const details =
    /** @type {{ items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined} */ (
      lhr.audits['network-requests']?.details
    );
  const scripts = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 }));
  process.stdout.write(
    JSON.stringify({
      score: lhr.categories.performance?.score ?? 0,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      scripts,
    }),
  );
} finally {
  await browser.disconnect();
}
