// Version skew: shared-lib is shared as a singleton with the range ">= declared, < next
// major" and strictVersion. A remote built against the first release of the shell's shared-lib major
// (an older minor once shared-lib has one) loads in the current shell; one built against the next
// major is refused, and the shell shows its fallback with Retry instead of crashing. Both remotes are
// released copies whose package.json declares that version.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  ROOT,
  type DeliveryStore,
  patchedCopy,
  release,
  removeRelease,
  rollback,
  startDeliveryStore,
} from './support/delivery';

/** The shell's shared-lib major, from shared-lib's own package.json (the version the shell provides). */
const SHARED_LIB_MAJOR = Number(
  (
    JSON.parse(readFileSync(path.join(ROOT, 'shared-lib', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version.split('.')[0],
);
const SAME_MAJOR = `${String(SHARED_LIB_MAJOR)}.0.0`;
/** What content declares now: when it is SAME_MAJOR already, content's own source is that remote. */
const CONTENT_DECLARES = (
  JSON.parse(readFileSync(path.join(ROOT, 'mfe-content', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies['@topup/shared-lib'];
const NEXT_MAJOR_VERSION = `${String(SHARED_LIB_MAJOR + 1)}.0.0`;

const STAMP = Date.now();
const OLDER_MINOR = `e2e-skew-minor-${STAMP}`;
const NEXT_MAJOR = `e2e-skew-major-${STAMP}`;
let store: DeliveryStore;

const builtAgainst = (sharedLibVersion: string) =>
  patchedCopy('mfe-content', [
    {
      file: 'package.json',
      from: /"@topup\/shared-lib": "[^"]+"/,
      to: `"@topup/shared-lib": "${sharedLibVersion}"`,
    },
  ]);

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000); // a whole store starts on a fresh database
  store = await startDeliveryStore(60);
});
test.afterAll(async () => {
  await store?.stop();
  removeRelease('mfe-content', OLDER_MINOR);
  removeRelease('mfe-content', NEXT_MAJOR);
});

test('a remote built against the shared-lib major of the shell works; the next major gets the fallback', async ({
  page,
}) => {
  // Two real webpack builds of the remote happen inside the test; the machine may be busy.
  test.setTimeout(900_000);
  const older = CONTENT_DECLARES === SAME_MAJOR ? null : builtAgainst(SAME_MAJOR);
  const major = builtAgainst(NEXT_MAJOR_VERSION);
  try {
    await release(store, 'content', OLDER_MINOR, older?.dir);
    await page.goto(`${store.baseURL}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About us', exact: true })).toBeVisible();

    await release(store, 'content', NEXT_MAJOR, major.dir);
  } finally {
    older?.remove();
    major.remove();
  }
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.reload();
  const fallback = page
    .getByRole('alert')
    .filter({ hasText: 'This part of the store is not available right now' });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Refused by the share rule (strictVersion), not broken some other way.
  expect(messages.join('\n')).toContain(
    `shared singleton module @topup/shared-lib does not satisfy the requirement of content which needs >=${NEXT_MAJOR_VERSION} <${String(SHARED_LIB_MAJOR + 2)}.0.0`,
  );
  // The shell itself keeps working: header and navigation are there, other remotes still load.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  // Rolling back to the compatible release heals the page on the next load.
  await rollback(store, 'content');
  await page.goto(`${store.baseURL}/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'About us', exact: true })).toBeVisible();
});
