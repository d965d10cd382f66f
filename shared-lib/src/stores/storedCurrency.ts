// The currency the page starts in: the shopper's stored choice, else US dollars.
// Read by the currency store and by the shell's entry before the stores exist (its early reads send it;
// it warms the price formatting with it), so all of them start in the same currency. No store imports:
// the shell's entry bundles this file.
import { DEFAULT_CURRENCY } from '../domain/money';
import { STORAGE_KEYS, isString, readStored } from '../platform/storage';

export function storedCurrency(): string {
  return readStored(STORAGE_KEYS.currencyCode, isString) ?? DEFAULT_CURRENCY;
}
