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

// One formatter per language and currency: making one costs far more than using it (the store's
// server formats every price of every page it renders). A few dozen at most: the oldest goes first.
const MONEY_FORMATTERS = 64;
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(language: string, currency: string): Intl.NumberFormat {
  const key = `${language} ${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
    });
    if (moneyFormatters.size >= MONEY_FORMATTERS)
      moneyFormatters.delete(moneyFormatters.keys().next().value ?? '');
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return moneyFormatter(language, currency).format(roundMoney(amount));
  } catch {
    // An unknown currency code from the API still shows the amount (and is not kept).
    return `${currency} ${roundMoney(amount).toFixed(MONEY_DECIMALS)}`;
  }
}
