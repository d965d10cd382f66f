// Money rounds to 2 decimals (spec 9).
export const MONEY_DECIMALS = 2;
export const DEFAULT_CURRENCY = 'USD';

export function roundMoney(amount: number): number {
  const factor = 10 ** MONEY_DECIMALS;
  return Math.round((amount + Number.EPSILON) * factor) / factor;
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
