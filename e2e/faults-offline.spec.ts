// The browser going offline and coming back: pages already loaded stay usable, a call made offline says
// so in the shopper's language, and Retry works once the network is back.
import { expect, test } from '@playwright/test';
import { goClientSide } from './support/demo';
import { untilHydrated } from './support/hydration';
import { API_FAILURE_MESSAGES } from './support/faults';

const OFFLINE_MESSAGES = new RegExp(
  `${API_FAILURE_MESSAGES.source}|This part of the store is not available right now`,
);

test('offline: a page needing the API shows the translated network message; back online, Retry loads it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();
  // Load the content remote once, so only its data (not its code) is missing while offline.
  await goClientSide(page, '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await goClientSide(page, '/');

  await context.setOffline(true);
  await goClientSide(page, '/blog/guides');
  // Either the page's code (a chunk not loaded yet) or its data is missing: both say so, translated,
  // inside the main area, with Retry.
  const area = page.getByRole('main');
  const problem = area.getByText(OFFLINE_MESSAGES).first();
  await expect(problem).toBeVisible({ timeout: 20_000 });
  // The rest of the page is still there and usable.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await context.setOffline(false);
  await area.getByRole('button', { name: 'Retry' }).first().click();
  await expect(area.getByText(OFFLINE_MESSAGES)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('offline: a client log waits for the network and is sent once it is back', async ({ page, context }) => {
  const sent: string[] = [];
  // Only what reached the server: a try made offline fails and is not counted.
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/logs')) sent.push(request.postData() ?? '');
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // Offline once the app has taken the page over (its scripts come after the page's first paint).
  await untilHydrated(page);
  await context.setOffline(true);
  // An uncaught error while offline goes into the client log's queue.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e offline failure');
    }),
  );
  // Past the log flush interval (5 s): nothing could be sent.
  await page.waitForTimeout(6_000);
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(() => sent.find((body) => body.includes('e2e offline failure')) ?? '', { timeout: 15_000 })
    .toContain('"level":"error"');
});

test('offline: a campaign visit waits for the network and is sent once it is back', async ({
  page,
  context,
}) => {
  const sent: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/hums/utm/tracker')) sent.push(request.postData() ?? '');
  });
  // The tracker runs when the browser is idle: hold "idle" until the test has gone offline.
  await page.addInitScript(() => {
    const held = window as unknown as { __e2eIdle?: boolean };
    window.requestIdleCallback = (callback) => {
      const timer = setInterval(() => {
        if (!held.__e2eIdle) return;
        clearInterval(timer);
        callback({ didTimeout: false, timeRemaining: () => 50 });
      }, 50);
      return 0;
    };
  });
  await page.goto('/?utm_source=e2e-offline&utm_medium=test');
  await expect(page.getByRole('banner')).toBeVisible();
  // Offline once the app has taken the page over (its scripts come after the page's first paint).
  await untilHydrated(page);
  await context.setOffline(true);
  await page.evaluate(() => Object.assign(window, { __e2eIdle: true }));
  await page.waitForTimeout(1_000);
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => sent.join('\n'), { timeout: 15_000 }).toContain('e2e-offline');
});
