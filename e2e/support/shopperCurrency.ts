// A shopper who chose a currency on an earlier visit: the choice in storage (shared-lib's stored shape)
// and in the cookie the store's server reads, so the first page arrives priced in it.
import type { Page } from '@playwright/test';
import { CURRENCY_COOKIE, formatMoney } from '@topup/shared-lib/rules';

export async function chooseCurrencyBefore(page: Page, baseURL: string, code: string): Promise<void> {
  // An earlier visit is over: a store page still open mirrors its stored currency into the cookie (as a
  // page does on any change of the session or the choice, and may as it is left), which would undo this
  // choice between the cookie and the next page.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.context().addCookies([{ name: CURRENCY_COOKIE, value: code, url: baseURL }]);
  // Storage follows the cookie, read as each page starts: a test that chooses again on the same page
  // adds a second script, and Playwright runs a page's init scripts in no set order, so a script holding
  // its own code could put an earlier choice back.
  await page.addInitScript((cookie) => {
    const value = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${cookie}=`))
      ?.slice(cookie.length + 1);
    if (value)
      window.localStorage.setItem('currency-code', JSON.stringify({ value, expires: 4_102_444_800_000 }));
  }, CURRENCY_COOKIE);
}

/** A USD price as the store prices it in a currency of `rate` units per USD: whole cents times the rate. */
export const priceIn = (usd: number, rate: number): number => Math.round(Math.round(usd * 100) * rate) / 100;

/** How a page in `language` writes an amount of a currency: the store's one formatter ("US$1.00"). */
export const moneyText = (amount: number, currency: string, language = 'en'): string =>
  formatMoney(amount, currency, language);
