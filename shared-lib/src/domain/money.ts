// Money rounds to 2 decimals (spec 9).
export const MONEY_DECIMALS = 2;
export const DEFAULT_CURRENCY = 'USD';

export function roundMoney(amount: number): number {
  const factor = 10 ** MONEY_DECIMALS;
  return Math.round((amount + Number.EPSILON) * factor) / factor;
}

/** Cents in a currency unit: the store keeps prices in whole cents. */
const CENTS_PER_UNIT = 10 ** MONEY_DECIMALS;

/**
 * A USD amount in a currency `rate` units per USD, as the store prices it: whole cents times the rate,
 * rounded to a cent. Server and browser then show the same figure, a half cent included.
 */
export function convertMoney(amountUsd: number, rate: number): number {
  const cents = Math.round(amountUsd * CENTS_PER_UNIT);
  return Math.round(cents * rate) / CENTS_PER_UNIT;
}

export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
    }).format(roundMoney(amount));
  } catch {
    // An unknown currency code from the API still shows the amount.
    return `${currency} ${roundMoney(amount).toFixed(MONEY_DECIMALS)}`;
  }
}
