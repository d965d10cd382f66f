// A page's first Intl formatter pays for ICU's locale data: measured on a 4x-throttled CPU, home's first
// price took 40 ms and an article's first date 35 ms, inside the first render; the next formatters
// take well under 1 ms. The entry pays that cost instead, while the startup scripts are
// still downloading and the main thread has nothing else to do.
import { formatStoreDay } from '@topup/shared-lib/startup/dates';
import { splitLocalePath } from '@topup/shared-lib/startup/locale';
import { storedCurrency } from '@topup/shared-lib/startup/stored-currency';

/** Formats a price and a date the way the page will (its language, the stored currency). */
export function warmFormatting(pathname: string): void {
  const { language } = splitLocalePath(pathname);
  const currency = storedCurrency();
  try {
    new Intl.NumberFormat(language, { style: 'currency', currency }).format(0);
    formatStoreDay(new Date(0).toISOString(), language);
  } catch {
    // A stored code Intl does not know: the page's own formatting copes with it (formatMoney).
  }
}
