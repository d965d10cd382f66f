// The currency list kept in local storage for 7200 s, as the currency store reads it: what
// counts as kept. No store imports: a list check and storage only.
import type { Currency } from '@topup/shared-lib';
import { STORAGE_KEYS, isArrayOf, readStored } from '@topup/shared-lib';

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
