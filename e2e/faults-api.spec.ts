// store-api down, answering 500, or slower than the client's 10 s timeout, on every kind of page:
// a translated message, never a blank page. (e2e/api-failure.spec.ts covers single calls and Retry.)
// The browser's reads fail here, so the page is one the browser renders and reads for: a returning
// shopper's (a first visit's arrives rendered with the answers the server read, server-rendering.spec.ts).
import { test, type Page } from '@playwright/test';
import { expectTranslatedFailure } from './support/faults';
import { asBrowserRendered } from './support/browserRendered';

/** The shared client gives up after 10 s; the fault answers later than that. */
const BEYOND_TIMEOUT_MS = 11_000;

const PAGES = ['/', '/top-up', '/top-up/mobile-legends', '/blog', '/zh-TW', '/zh-TW/blog'];
/**
 * A time-out is the shared client's (one code path for every page) and each costs the suite 11 s of
 * waiting: one page of each remote, one in each language, stands for the rest.
 */
const TIMEOUT_PAGES = ['/top-up/mobile-legends', '/zh-TW/blog'];

const MODES: [string, (page: Page) => Promise<unknown>, string[]][] = [
  ['down', (page) => page.route('**/api/**', (route) => route.abort('connectionrefused')), PAGES],
  [
    'answering 500',
    (page) =>
      page.route('**/api/**', (route) =>
        route.fulfill({ status: 500, json: { code: 500, message: 'Internal error', data: null } }),
      ),
    PAGES,
  ],
  [
    'slower than the timeout',
    (page) =>
      page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, BEYOND_TIMEOUT_MS));
        await route.abort('timedout').catch(() => undefined);
      }),
    TIMEOUT_PAGES,
  ],
];

for (const [mode, inject, pages] of MODES) {
  for (const path of pages) {
    test(`store-api ${mode}: ${path} shows a translated message, never a blank page`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await asBrowserRendered(page.context(), baseURL);
      await inject(page);
      await page.goto(path);
      await expectTranslatedFailure(page);
    });
  }
}
