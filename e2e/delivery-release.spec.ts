// Independent delivery (issue 12): the content team releases a new version of its remote and rolls
// it back; the shell is not rebuilt, only reloaded, and the other remotes are untouched.
import { expect, test } from '@playwright/test';
import {
  type DeliveryStore,
  patchedCopy,
  release,
  remotesOf,
  removeRelease,
  rollback,
  startDeliveryStore,
} from './support/delivery';

const VERSION = `e2e-release-${Date.now()}`;
const NEW_TITLE = 'About us, fresh from release B';
let store: DeliveryStore;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000); // a whole store starts on a fresh database
  store = await startDeliveryStore(50);
});
test.afterAll(async () => {
  await store?.stop();
  removeRelease('mfe-content', VERSION);
});

test('a released remote shows on the next page load, and a rollback brings the old one back', async ({
  page,
}) => {
  // A real webpack build of the remote happens inside the test; the machine may be busy.
  test.setTimeout(600_000);
  const aboutHeading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  await page.goto(`${store.baseURL}/about`);
  await expect(aboutHeading('About us')).toBeVisible();
  const before = await remotesOf(store);

  // The content team changes one string and releases from that code; the shell stays as built.
  const copy = patchedCopy('mfe-content', [
    { file: 'src/i18n/strings.ts', from: "title: 'About us'", to: `title: '${NEW_TITLE}'` },
  ]);
  try {
    await release(store, 'content', VERSION, copy.dir);
  } finally {
    copy.remove();
  }

  const released = await remotesOf(store);
  expect(released.content).toMatch(new RegExp(`/releases/${VERSION}/mf-manifest\\.json$`));
  for (const other of ['storefront', 'account', 'checkout']) expect(released[other]).toBe(before[other]);

  await page.reload();
  await expect(aboutHeading(NEW_TITLE)).toBeVisible();
  // Another remote of the same page load still renders its own, unchanged page.
  await page.goto(`${store.baseURL}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' }),
  ).toBeVisible();

  await rollback(store, 'content');
  expect(await remotesOf(store)).toEqual(before);
  await page.goto(`${store.baseURL}/about`);
  await expect(aboutHeading('About us')).toBeVisible();
  await expect(aboutHeading(NEW_TITLE)).toHaveCount(0);
});
