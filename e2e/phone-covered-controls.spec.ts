// Nothing stuck to a phone's screen ever covers a control: the floating help button keeps above the
// purchase page's buy bar, and neither lies over a button, link or field of the purchase page or of
// the order page, at 390 x 844. Every other page of the route table is checked the same way, in both
// languages and with the cookie banner showing, in layout-overflow.spec.ts's phone pass.
import { expect, test } from './support/orderTest';
import { coveredControls } from './support/coveredControls';
import { ORDER_FINISHED, createOrder, payOrder, waitForOrderStatus } from './support/shopperOrders';
import { untilHydrated } from './support/hydration';

test.use({ viewport: { width: 390, height: 844 } });

// The sandbox publisher delivers this PUBG Mobile account (store-api's sandboxPublisher.ts).
const PUBG_DELIVERED = { productId: 4, delivery: ['Player ID:5123498761'] };

test('the purchase page: a buy bar with one Buy now, and no control under anything stuck', async ({
  page,
}) => {
  await page.goto('/top-up/genshin-impact');
  await untilHydrated(page);
  const bar = page.getByRole('region', { name: 'Total and buy' });
  await expect(bar).toBeVisible();
  await page.getByRole('radio', { name: /^60 Genesis Crystals/ }).check();
  await expect(bar).toContainText('$0.95');
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(1);
  expect(await coveredControls(page)).toEqual([]);

  // The help button stands above the bar, clear of its Buy now.
  const help = await page.getByRole('button', { name: 'Help' }).boundingBox();
  const barBox = await bar.boundingBox();
  expect(help && barBox && help.y + help.height <= barBox.y).toBe(true);
});

test('the order page of a delivered order: no control under anything stuck', async ({
  page,
  request,
  unpaid,
}) => {
  const { shopper } = unpaid;
  const order = await createOrder(request, shopper, PUBG_DELIVERED);
  await payOrder(request, shopper, order);
  await waitForOrderStatus(request, shopper, order, ORDER_FINISHED);
  await page.goto(`/order/detail?oid=${order.id}`);
  await expect(
    page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Write a review' }),
  ).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
});
