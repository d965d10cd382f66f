// Money rounds to 2 decimals.
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

/**
 * The mark each currency is shown with, the same in both languages. Intl's own symbols differ by language
 * ("$" is USD in English but TWD in zh-TW, where USD is "US$"), so beside NT$ or HK$ a bare "$" is
 * ambiguous: the store names every dollar. Covers the currencies the store seeds and a few neighbours.
 */
export const CURRENCY_MARKS: Readonly<Record<string, string>> = {
  USD: 'US$',
  TWD: 'NT$',
  HKD: 'HK$',
  SGD: 'S$',
  MYR: 'RM',
  EUR: '€',
  GBP: '£',
  AUD: 'A$',
  CAD: 'CA$',
  JPY: 'JP¥',
  CNY: 'CN¥',
  KRW: '₩',
  THB: '฿',
  PHP: '₱',
  IDR: 'Rp',
  VND: '₫',
};

/** The currency's mark ("NT$"), or its code for one the store has no mark for. */
export const currencyMark = (code: string): string => CURRENCY_MARKS[code] ?? code;

/** A mark that ends in a letter ("RM", "Rp", a code) is kept apart from the digits. */
const ENDS_IN_LETTER = /\p{L}$/u;
const NO_BREAK_SPACE = '\u00a0';

/** An amount in a currency, e.g. "NT$1,234.50", with the currency's mark in every language. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const mark = currencyMark(currency);
  let parts: Intl.NumberFormatPart[];
  try {
    parts = moneyFormatter(language, currency).formatToParts(roundMoney(amount));
  } catch {
    // An unknown currency code from the API still shows the amount (and is not kept).
    return `${currency} ${roundMoney(amount).toFixed(MONEY_DECIMALS)}`;
  }
  // Intl spaces a code ("SGD 1.00") but not a symbol ("$1.00"): the space follows the mark instead.
  const spaced = ENDS_IN_LETTER.test(mark);
  const isSpace = (part: Intl.NumberFormatPart | undefined) => part?.type === 'literal' && !part.value.trim();
  return parts
    .map((part, index) => {
      if (part.type === 'currency') {
        const next = parts[index + 1];
        const previous = parts[index - 1];
        const alreadySpaced = isSpace(previous) || isSpace(next) || next === undefined;
        return spaced && !alreadySpaced ? `${mark}${NO_BREAK_SPACE}` : mark;
      }
      const besideMark = parts[index - 1]?.type === 'currency' || parts[index + 1]?.type === 'currency';
      return besideMark && isSpace(part) && !spaced ? '' : part.value;
    })
    .join('');
}
