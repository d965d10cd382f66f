// Prices in the shopper's currency. The store lists product summaries in USD (the home index, the
// categories, search); product details come priced in the shopper's currency already (the H-currency
// header) and are shown as they come. A USD price is converted with the rate of the store's currency list
// (CurrencyStore.convert, rounded as the store prices); without the list (a failed read is an
// empty list) it stays in USD rather than showing a rate nobody knows.
import { DEFAULT_CURRENCY, type CurrencyStore } from '@topup/shared-lib';

export interface Money {
  amount: number;
  currency: string;
}

export function inShopperCurrency(
  amount: number,
  currency: string,
  shopper: Pick<CurrencyStore, 'code' | 'current' | 'convert'>,
): Money {
  if (currency === shopper.code || currency !== DEFAULT_CURRENCY || shopper.current === null) {
    return { amount, currency };
  }
  return { amount: shopper.convert(amount), currency: shopper.code };
}
