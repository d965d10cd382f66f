// Independent delivery: the content team releases a new version of its remote and rolls it back; the
// shell is not rebuilt, only reloaded, and the other remotes are untouched. What a page reads is the
// page's own too: a release that changes a page's loader changes the page the store's server renders.
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
const LOADER_VERSION = `e2e-loader-${Date.now()}`;
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
  removeRelease('mfe-content', LOADER_VERSION);
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

test('a remote team changes what its page reads, alone: the server renders the new data, a rollback the old page', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const blogHtml = async () =>
    (await request.get(`${store.baseURL}/blog`, { headers: { accept: 'text/html' } })).text();
  const picks = 'Popular with readers: ';
  const before = await blogHtml();
  expect(before).toContain('data-server-rendered');
  expect(before).not.toContain(picks);

  // The content team's page reads one more call (the recommended products) and shows its first.
  const copy = patchedCopy('mfe-content', [
    {
      file: 'src/blog/blogListLoader.ts',
      from: 'export const loader = ({ stores }: PageLoaderArgs) => loadArticleList(stores.api);',
      to: `export const loader = async ({ stores }: PageLoaderArgs) => ({
  ...(await loadArticleList(stores.api)),
  picks: await stores.api.products.recommendConfig(),
});`,
    },
    {
      file: 'src/blog/BlogListPage.tsx',
      from: 'const { first } = usePageData<ArticleListData>();',
      to: 'const { first, picks } = usePageData<ArticleListData & { picks: { recommend: { name: string }[] } }>();',
    },
    {
      file: 'src/blog/BlogListPage.tsx',
      from: '<CategoryNav />',
      to: `<CategoryNav />
      <p className="ct-picks">${picks}{picks.recommend[0]?.name}</p>`,
    },
  ]);
  try {
    await release(store, 'content', LOADER_VERSION, copy.dir);
  } finally {
    copy.remove();
  }
  // No shell or shared-lib was built: the server picks the release up (its manifest is asked for
  // again within seconds, and a guest's kept page is rendered afresh within seconds).
  await expect.poll(blogHtml, { timeout: 60_000 }).toContain(picks);
  expect(await blogHtml()).toContain('data-server-rendered');

  await rollback(store, 'content');
  await expect.poll(blogHtml, { timeout: 60_000 }).not.toContain(picks);
});
