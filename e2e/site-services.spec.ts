// The outside services the pages call in the browser, end to end through the demo's stand-ins
// (store-api's sandboxes, which list what they received): a new visitor's uid cookie, the cart-tracking
// events, the observability tracker's batches, the live chat, the captcha of the content's forms and
// the tag manager.
import { expect, test } from '@playwright/test';
import { receivedBy, visitorUid, answerCaptcha } from './support/siteServices';
import { registerShopper, startLoggedIn } from './support/shoppers';

/** The uid cookie lives 3650 days. */
const UID_COOKIE_DAYS = 3650;
const DAY_SECONDS = 86_400;
/** Chromium keeps no cookie longer than this (RFC 6265bis' cap), whatever the page asks. */
const CHROMIUM_COOKIE_DAYS = 400;

interface CartEvent {
  uid: string;
  eventType: string;
  customerId: string;
  data: Record<string, unknown>;
}

interface TrackerBatch {
  sdkVersion: string;
  environment: string;
  uid: string;
  entries: Record<string, unknown>[];
}

test('a new visitor gets the uid cookie at once, and cart tracking, the tracker and the tag manager see the visit', async ({
  page,
  context,
  request,
}) => {
  // The suite's shopper has only answered the cookie question: no visitor id yet.
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['cookie_status']);
  await page.goto('/');
  const uid = await visitorUid(context);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'uid');
  // Its lifetime, within a day of 3650 days (the browser counts from when it was written), as far as
  // Chromium keeps any cookie: it cuts every lifetime to 400 days.
  const kept = Math.min(UID_COOKIE_DAYS, CHROMIUM_COOKIE_DAYS);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan((kept - 1) * DAY_SECONDS);

  await expect
    .poll(async () => receivedBy<CartEvent>(request, 'cart-tracking', uid))
    .toContainEqual(
      expect.objectContaining({
        uid,
        eventType: 'Page/View',
        customerId: '',
        data: { pathName: '/', email: '' },
      }),
    );

  // The tracker starts once the page has settled; its first metrics batch holds the page's load.
  await expect
    .poll(async () => (await receivedBy<TrackerBatch>(request, 'tracker-metrics', uid)).length)
    .toBeGreaterThan(0);
  const metrics = await receivedBy<TrackerBatch>(request, 'tracker-metrics', uid);
  expect(metrics[0]).toMatchObject({ sdkVersion: '3.1.0', environment: 'demo', uid });
  const kinds = metrics.flatMap((batch) => batch.entries.map((entry) => entry.kind));
  expect(kinds).toContain('page');
  expect(metrics.every((batch) => batch.entries.length <= 8)).toBe(true);

  // An error of the page reaches the tracker's logs.
  const message = `site-services check ${test.info().testId}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  await expect
    .poll(async () =>
      (await receivedBy<TrackerBatch>(request, 'tracker-logs', uid)).flatMap((batch) => batch.entries),
    )
    .toContainEqual(expect.objectContaining({ level: 'error', message }));

  // The tag manager loaded when the browser was idle.
  await expect
    .poll(() => page.evaluate(() => Array.isArray((window as { dataLayer?: unknown }).dataLayer)))
    .toBe(true);
  expect(await receivedBy(request, 'tag-manager', uid)).toContainEqual({ event: 'gtm.js', page: '/' });
});

test('a page view names the page and the member; a client-side move sends another', async ({
  page,
  context,
  request,
}) => {
  const shopper = await registerShopper(request, 'viewer');
  await startLoggedIn(page, shopper);
  await page.goto('/top-up');
  const uid = await visitorUid(context);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(async () =>
      (await receivedBy<CartEvent>(request, 'cart-tracking', uid)).map((event) => event.data.pathName),
    )
    .toEqual(expect.arrayContaining(['/top-up', '/about']));
  const about = (await receivedBy<CartEvent>(request, 'cart-tracking', uid)).find(
    (event) => event.data.pathName === '/about',
  );
  expect(about?.customerId).toMatch(/^\d+$/);
  expect(about?.data.email).toBe(shopper.email);
});

test('"Live chat" on the contact page opens the chat; a message reaches it and is answered', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/contact');
  const uid = await visitorUid(context);
  const start = page.getByRole('region', { name: 'Ways to reach us' }).getByRole('button', {
    name: 'Start a live chat',
  });
  await start.click();
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await expect(chat).toBeVisible();
  const field = chat.getByLabel('Your message');
  await expect(field).toBeFocused();
  const text = `Where is my order? ${test.info().testId}`;
  await field.fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log')).toContainText(text);
  await expect(chat.getByRole('log')).toContainText('A support agent will answer here shortly.');
  await expect
    .poll(async () => receivedBy(request, 'chat', uid))
    .toContainEqual({ text, uid, page: '/contact' });

  // Escape closes it and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(start).toBeFocused();
});

test("the footer's live chat opens the chat in Traditional Chinese", async ({ page }) => {
  await page.goto('/zh-TW/about');
  await page.getByRole('navigation', { name: '網站連結' }).getByRole('button', { name: '線上客服' }).click();
  const chat = page.getByRole('dialog', { name: '線上客服' });
  await expect(chat).toBeVisible();
  await expect(chat.getByLabel('您的訊息')).toBeFocused();
  await chat.getByRole('button', { name: '關閉客服視窗' }).click();
  await expect(chat).toBeHidden();
});

test('a content form asks the captcha first and is sent once it passes', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/contact');
  const uid = await visitorUid(context);
  const form = page.getByRole('region', { name: 'Send us feedback' });
  await form.getByLabel('Topic').selectOption({ label: 'Something else' });
  await form.getByLabel('Your message').fill(`The captcha gate works (${test.info().testId}).`);
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Security check' })).toBeVisible();
  await expect(form.getByText('Thank you, your feedback has been sent.')).toHaveCount(0);
  await answerCaptcha(page, 'pass');
  await expect(form.getByRole('status')).toHaveText('Thank you, your feedback has been sent.');
  const answers = await receivedBy<{ appId: string; ret: number }>(request, 'captcha', uid);
  expect(answers).toContainEqual(expect.objectContaining({ appId: 'sandbox-captcha', ret: 0 }));
});

test('creating an order sends Checkout/Create with the cart, the checkout and an empty billing address', async ({
  page,
  context,
  request,
}) => {
  const shopper = await registerShopper(request, 'checkout-event');
  await startLoggedIn(page, shopper);
  await page.goto('/top-up/genshin-impact');
  await expect(page.getByRole('heading', { level: 1, name: 'Genshin Impact' })).toBeVisible();
  const uid = await visitorUid(context);
  await page.getByLabel('UID').fill('812345678');
  await page.getByLabel('Server').selectOption('os_asia');
  await expect(page.getByText('Account found: Traveler')).toBeVisible();
  await page.getByRole('radio', { name: /^60 Genesis Crystals/ }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
  const created = page.waitForResponse(
    (response) => response.url().includes('/homs/order/v2') && response.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
  const order = ((await (await created).json()) as { data: { orderSn: string } }).data;
  const idempotencyKey = (await created).request().headers()['idempotency-key'];

  await expect
    .poll(async () =>
      (await receivedBy<CartEvent>(request, 'cart-tracking', uid)).find(
        (event) => event.eventType === 'Checkout/Create',
      ),
    )
    .toMatchObject({
      uid,
      customerId: expect.stringMatching(/^\d+$/),
      data: {
        pathName: '/top-up/genshin-impact',
        email: shopper.email,
        cartToken: idempotencyKey,
        checkoutId: order.orderSn,
        customer: { email: shopper.email },
        billingAddress: {
          firstName: '',
          lastName: '',
          company: '',
          address1: '',
          address2: '',
          city: '',
          province: '',
          country: '',
          zip: '',
          phone: '',
        },
      },
    });
});
