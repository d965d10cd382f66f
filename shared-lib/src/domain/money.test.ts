import { CURRENCY_MARKS, currencyMark, formatMoney, roundMoney } from './money';

const NBSP = '\u00a0';

describe('money', () => {
  it('rounds to 2 decimals', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.344)).toBe(2.34);
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney(4.5, 'NOPE', 'en')).toBe('NOPE 4.50');
  });

  // The store's seeded currencies: one unambiguous mark each, the same in both languages.
  it.each([
    ['USD', 'US$1,234.50'],
    ['TWD', 'NT$1,234.50'],
    ['HKD', 'HK$1,234.50'],
    ['SGD', 'S$1,234.50'],
    ['MYR', `RM${NBSP}1,234.50`],
    ['EUR', '€1,234.50'],
    ['GBP', '£1,234.50'],
  ])('shows %s as %s in English and in Traditional Chinese', (currency, text) => {
    expect(formatMoney(1234.5, currency, 'en')).toBe(text);
    expect(formatMoney(1234.5, currency, 'zh-TW')).toBe(text);
  });

  it('never shows a bare "$": zh-TW writes TWD as "$" and en writes USD as "$" on their own', () => {
    for (const currency of Object.keys(CURRENCY_MARKS)) {
      for (const language of ['en', 'zh-TW']) {
        expect(formatMoney(9.99, currency, language)).not.toMatch(/(^|[^A-Z])\$/);
      }
    }
  });

  it('puts the minus before the mark and rounds to the cent', () => {
    expect(formatMoney(-36.924, 'TWD', 'zh-TW')).toBe('-NT$36.92');
  });

  it('spaces a code the store has no mark for from the digits', () => {
    expect(currencyMark('CHF')).toBe('CHF');
    expect(formatMoney(2, 'CHF', 'en')).toBe(`CHF${NBSP}2.00`);
  });
});
