// The session token never appears in a URL (page, request or referrer), in a client log sent to
// /api/logs, or in the console.
import { expect, test } from '@playwright/test';
import { logInFromHeader } from './support/demo';

test('the token stays out of URLs, client logs and the console through a logged-in visit', async ({
  page,
}) => {
  const urls: string[] = [];
  const logBodies: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    const referer = request.headers().referer;
    if (referer) urls.push(referer);
    if (request.url().includes('/api/logs')) logBodies.push(request.postData() ?? '');
  });
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (message) => consoleLines.push(message.text()));

  await page.goto('/');
  await logInFromHeader(page);
  const stored = await page.evaluate(() => window.localStorage.getItem('user-token') ?? '');
  const token = /Bearer\s+([0-9a-f]{32,})/.exec(stored)?.[1] ?? '';
  expect(token).not.toBe('');

  // Walk the pages a member uses, including a failing call that the client may log.
  await page.route('**/api/homs/order/total', (route) =>
    route.fulfill({ status: 500, json: { code: 500, message: 'boom', data: null } }),
  );
  for (const path of ['/user', '/user/comp/order', '/order/detail?oid=1001', '/blog', '/zh-TW/user', '/']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  // Make the logger send what it queued (batches go out every 5 s or on page hide).
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 5500)));

  for (const url of urls) expect(url).not.toContain(token);
  for (const body of logBodies) expect(body).not.toContain(token);
  for (const line of consoleLines) expect(line).not.toContain(token);
});
