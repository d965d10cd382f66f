// What is on screen stays where it is while a page's parts arrive (CLS): each test holds one
// part back, so the page first paints what it shows while it waits, then checks that nothing moved when
// the part came. The production build and the real store-api; the shifts are the browser's own reports.
import { expect, test } from '@playwright/test';
import { createOrder } from './support/shopperOrders';
import { registerShopper, startLoggedIn } from './support/shoppers';
import { remoteSlow } from './support/faults';
import { holdRequests } from './support/heldRequests';
import {
  STEADY_CLS,
  heldBack,
  layoutShifts,
  totalShift,
  watchLayoutShifts,
  type LayoutShift,
} from './support/layoutShifts';
import { expectHydrated } from './support/hydration';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const HELD_MS = 800;

/** Nothing moved beyond a header's sub-pixel settling; the message lists what moved, and where. */
function expectSteady(shifts: LayoutShift[]) {
  expect(totalShift(shifts), JSON.stringify(shifts, null, 2)).toBeLessThan(STEADY_CLS);
}

test.beforeEach(async ({ page }) => {
  await watchLayoutShifts(page);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the help centre takes the loading line’s place in the error layout without moving it', async ({
    page,
  }) => {
    await remoteSlow(page, 'content', HELD_MS);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    expectSteady(await layoutShifts(page));
  });

  test('a product’s reviews, rendered by the server, stay put while their remote arrives and hydrates', async ({
    page,
  }) => {
    // The summary, the product's name and the list come with the page (its loader's data); the page
    // then waits for its remote's code to hydrate, which must move nothing.
    await remoteSlow(page, 'content', HELD_MS);
    await page.goto('/product/review?sn=P1001');
    const summary = page.getByRole('region', { name: 'Rating summary' });
    await expect(summary.getByRole('list', { name: 'Reviews by rating' })).toBeVisible();
    await expect(page).toHaveTitle(/^Reviews of (?!P1001)/);
    await expectHydrated(page);
    expectSteady(await layoutShifts(page));
  });

  test('an order’s page adds the way to all orders under the order, not under the loading line', async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'stable');
    const order = await createOrder(request, shopper);
    await startLoggedIn(page, shopper);
    const read = await holdRequests(page, `**/api/homs/order/sn/${order.orderSn}`);
    await page.goto(`/order/detail?oid=${order.orderSn}`);
    await expect(page.getByRole('status').getByText('Loading')).toBeVisible();
    read.release();
    await expect(page.getByText(order.orderSn)).toBeVisible();
    await expect(page.getByRole('link', { name: 'All my orders' })).toBeVisible();
    expectSteady(await layoutShifts(page));
  });

  test('the login popup a member’s page opens keeps its place when its forms come', async ({ page }) => {
    const forms = await holdRequests(page, '**/login.*.js');
    // Not until `load`: a script asked for before it holds the load event back, and this one is held.
    await page.goto('/user', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('status')).toBeVisible();
    forms.release();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    expectSteady(await layoutShifts(page));
  });
});

test('on a wide screen, the blog’s cards keep their pictures’ boxes when the pictures come', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('**/media/articles/**', heldBack(HELD_MS));
  await page.goto('/blog');
  const pictures = page.locator('.ct-article-card img');
  await expect(pictures.first()).toBeVisible();
  // Every picture in the first screen has arrived (the lazy ones further down keep their box too).
  await expect(page.locator('.ct-article-card img[data-status="loading"]')).toHaveCount(0);
  expectSteady(await layoutShifts(page));
});
