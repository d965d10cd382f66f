// The api client's transport (the shell's transport/transportLoader.ts: axios) is a chunk of its own.
// A guest's first page, whose reads the entry starts, paints without it and fetches it once settled;
// a member's page, whose reads carry the token, has the entry fetch it with main.js; a failed fetch
// of it is tried again by the request that needs it.
import { expect, test, type Page } from '@playwright/test';
import { logInFromHeader } from './support/demo';
import { registerShopper, startLoggedIn } from './support/shoppers';

const TRANSPORT_CHUNK = /\/api-transport\.[0-9a-f]+\.js$/;
const LIBRARIES_CHUNK = /\/libraries\.[0-9a-f]+\.js$/;
/** How long a guest's startup libraries are held back: only the entry can ask for anything meanwhile. */
const LIBRARIES_HELD_MS = 1500;

/**
 * Counts the transport's requests, and those made while the startup's libraries were held back: for
 * LIBRARIES_HELD_MS, or, when the entry is expected to ask for the transport itself, until it has (no
 * timer a slow machine could outrun; a page that never asks then fails by the test's time limit).
 */
async function watchTransport(page: Page, holdUntilAsked = false) {
  let librariesReleased = false;
  let transportAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (transportAsked = resolve));
  const seen = { total: 0, beforeLibraries: 0 };
  await page.route(LIBRARIES_CHUNK, async (route) => {
    await (holdUntilAsked ? asked : new Promise((resolve) => setTimeout(resolve, LIBRARIES_HELD_MS)));
    librariesReleased = true;
    await route.continue();
  });
  page.on('request', (sent) => {
    if (!TRANSPORT_CHUNK.test(sent.url())) return;
    seen.total += 1;
    if (!librariesReleased) seen.beforeLibraries += 1;
    transportAsked();
  });
  return seen;
}

test("a guest's first page paints without the api client's transport, fetched once the page has settled", async ({
  page,
}) => {
  const seen = await watchTransport(page);
  await page.goto('/blog/guides/how-to-top-up-mobile-legends', { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'How to top up Mobile Legends diamonds in three steps' }),
  ).toBeVisible();
  expect(seen.beforeLibraries).toBe(0);
  await expect.poll(() => seen.total).toBe(1);

  // The shopper's first request of their own finds it there: nothing is fetched again.
  await logInFromHeader(page);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Account of / })).toBeVisible();
  expect(seen.total).toBe(1);
});

test("a member's page has the entry fetch the transport with main.js, beside the startup scripts", async ({
  page,
  request,
}) => {
  await startLoggedIn(page, await registerShopper(request, 'transport'));
  const seen = await watchTransport(page, true);
  await page.goto('/blog/guides/how-to-top-up-mobile-legends', { waitUntil: 'commit' });
  await expect(page.getByRole('banner').getByRole('link', { name: /^Account of transport/ })).toBeVisible();
  expect(seen.beforeLibraries).toBe(1);
  expect(seen.total).toBe(1);
});

test("a transport that fails to download is fetched again by the member's first request", async ({
  page,
  request,
}) => {
  await startLoggedIn(page, await registerShopper(request, 'transport-retry'));
  let failures = 0;
  await page.route(TRANSPORT_CHUNK, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Account of transport-retry/ }),
  ).toBeVisible();
  expect(failures).toBe(1);
});
