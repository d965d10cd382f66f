import type { Page } from '@playwright/test';
import { untilHydrated } from './hydration';

/** The cookie a shopper's language choice is kept in (30 days). */
export const LANGUAGE_COOKIE = 'i18n_redirected';

/**
 * Stores a language choice as the store does: a page at a bare address opens in it. A visited
 * Chinese page is remembered, so a test that goes on in English at a bare address says so first. The
 * page shown remembers its own language once its scripts run: the choice is stored after that, or the
 * page would write over it.
 */
export async function rememberLanguage(page: Page, language: 'en' | 'zh-TW'): Promise<void> {
  await untilHydrated(page);
  const { origin } = new URL(page.url());
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: origin }]);
}
