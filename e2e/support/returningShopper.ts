// Server rendering (issue 10): a first visit's public page arrives rendered by the store's server, with
// the answers of its first reads. A shopper whose stored choices change the page (another currency or
// country, a closed offer) carries the personal-view cookie and gets every page rendered by the
// browser, its first reads started by the shell's entry. Tests of the browser's own first render and
// reads (their early start, their failures) start as such a shopper: the cookie's value here ('1') is
// none the page writes, so the server renders nothing for it, a member's pages included.
import type { BrowserContext } from '@playwright/test';
import { PERSONAL_VIEW_COOKIE } from '../../shared-lib/src/platform/personalView';

/** The cookie a shopper with a personal view carries, on the store's origin. */
export async function asReturningShopper(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  if (!baseURL) throw new Error('asReturningShopper needs the base URL (the baseURL fixture)');
  await context.addCookies([{ name: PERSONAL_VIEW_COOKIE, value: '1', url: baseURL }]);
}
