import { expect, test } from '@playwright/test';
import { logInFromHeader } from './support/demo';
import { tinyPng } from './support/pictures';
import { createOrder, ORDER_FINISHED, payOrder, waitForOrderStatus } from './support/shopperOrders';
import { registerShopper } from './support/shoppers';

/** PUBG Mobile (seed product 4, P1004): only a player ID. */
const PUBG_MOBILE = { productId: 4, delivery: ['Player ID:5123498761'] };

test('a shopper filters a product’s reviews to those with pictures', async ({ page }) => {
  await page.goto('/review/P1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Rating summary' });
  await expect(summary.getByText('10 reviews', { exact: true })).toBeVisible();
  const list = page.getByRole('region', { name: 'Shopper reviews' });
  const reviews = list.getByRole('article');
  await expect(reviews).toHaveCount(10);

  await list.getByRole('checkbox', { name: 'Only reviews with pictures' }).check();
  await expect(reviews).not.toHaveCount(10);
  // The list shows its loading state (no reviews) while the filtered page loads: wait for the answer.
  await expect(reviews.first()).toBeVisible();
  const count = await reviews.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(reviews.nth(index).getByRole('img', { name: /^Picture 1 from / })).toBeVisible();
  }

  await list.getByLabel('Sort by').selectOption({ label: 'Highest rating first' });
  await expect(reviews.first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
});

test('a member likes a review once, and the count goes up by one', async ({ page, request }) => {
  // A member of its own, who has liked nothing yet: the test can run again on the same database.
  const shopper = await registerShopper(request, 'liker');
  await page.goto('/review/P1002');
  const first = page.getByRole('region', { name: 'Shopper reviews' }).getByRole('article').first();
  const like = first.getByRole('button', { name: /^Helpful/ });
  // The first answer can be slow while the machine builds other apps: a longer wait, not a speed check.
  await expect(like).toBeVisible({ timeout: 30_000 });
  const before = Number(/(\d+) like/.exec((await like.textContent()) ?? '')?.[1]);

  // Anonymous: the login popup opens instead.
  await like.click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
  await logInFromHeader(page, shopper);

  await like.click();
  const liked = first.getByRole('button', { name: /^You found this helpful/ });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked).toContainText(`${before + 1} like`);
  await expect(liked).toBeDisabled();

  // Once per member: after a reload the list remembers it, with the same count.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Shopper reviews' })
      .getByRole('article')
      .first()
      .getByRole('button', {
        name: /^You found this helpful/,
      }),
  ).toContainText(`${before + 1} like`);
});

test('/product/review lists products and opens one’s reviews, in zh-TW', async ({ page }) => {
  await page.goto('/zh-TW/product/review');
  await expect(page.getByRole('heading', { level: 1, name: '評價' })).toBeVisible();
  await page
    .getByRole('link', { name: /的評價$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zh-TW\/review\/P\d+$/);
  await expect(page.getByRole('region', { name: '評分摘要' })).toBeVisible();
});

test('a member reviews a finished order in the review popup, with a picture', async ({ page, request }) => {
  // A member of its own with a PUBG Mobile order the sandbox publisher delivers, so the test can run
  // again on the same database (the seeded member's finished order can be reviewed once).
  const reviewer = await registerShopper(request, 'reviewer');
  const order = await createOrder(request, reviewer, PUBG_MOBILE);
  await payOrder(request, reviewer, order);
  await waitForOrderStatus(request, reviewer, order, ORDER_FINISHED);

  await page.goto('/review/P1004');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Rating summary' });
  // The total comes first; each star's count follows it.
  const countText =
    (await summary
      .getByText(/^\d+ reviews$/)
      .first()
      .textContent()) ?? '';
  const before = Number(/\d+/.exec(countText)?.[0]);
  await logInFromHeader(page, reviewer);
  await page
    .getByRole('region', { name: 'Your orders of this product' })
    .getByRole('button', { name: `Review order ${order.orderSn}` })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog.getByText('This field is required.')).toHaveCount(2);

  await dialog.getByRole('radio', { name: '5 stars' }).check();
  const text = 'Fast delivery, the UC arrived in two minutes. <b>not bold</b>';
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByLabel('Pictures (optional)').setInputFiles(tinyPng('receipt.png'));
  await expect(dialog.getByRole('button', { name: 'Remove receipt.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send review' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you! Your review has been published.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your orders of this product' })).toBeHidden();
  const mine = page.getByRole('region', { name: 'Shopper reviews' }).getByRole('article').first();
  await expect(mine.getByText(text)).toBeVisible();
  const picture = mine.getByRole('img', { name: /^Picture 1 from / });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('data-status', 'loaded');
  await expect(summary.getByText(`${before + 1} reviews`, { exact: true })).toBeVisible();
});
