// An amount as a shopper reads it in store-api's own sentences (a refusal naming a minimum spend), with the
// same currency marks and spacing as the pages: a deliberate copy of shared-lib's formatMoney, since
// store-api imports nothing of the front end; scripts/contract/moneyAgreement.test.ts holds the two equal.

const MONEY_DECIMALS = 2;

const roundMoney = (amount: number): number => {
  const factor = 10 ** MONEY_DECIMALS;
  return Math.round((amount + Number.EPSILON) * factor) / factor;
};

/** Every dollar named ("NT$", "US$"): Intl's bare "$" means another currency in each language. */
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

const ENDS_IN_LETTER = /\p{L}$/u;
const NO_BREAK_SPACE = '\u00a0';

/** An amount in a currency, e.g. "NT$1,234.50", with the currency's mark in every language. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const mark = CURRENCY_MARKS[currency] ?? currency;
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
    }).formatToParts(roundMoney(amount));
  } catch {
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
