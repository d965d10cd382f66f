// The currency list kept in local storage for 7200 s (spec 9): read by the currency store and by the
// shell's entry, which asks for the list early when none is kept (shell/src/startup/earlyReads.ts).
// Both must agree on what counts as kept. No store imports: the shell's entry bundles this file.
import type { Currency } from '../api/siteTypes';
import { STORAGE_KEYS, isArrayOf, readStored } from '../platform/storage';

function isCurrency(value: unknown): value is Currency {
  const candidate = value as Currency;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof candidate.code === 'string' &&
    typeof candidate.rate === 'number' &&
    typeof candidate.defaultSelect === 'boolean'
  );
}

/** The kept list while it is fresh and well formed, else null (then it is asked for). */
export function storedCurrencies(): Currency[] | null {
  return readStored(STORAGE_KEYS.currencyList, isArrayOf(isCurrency));
}
