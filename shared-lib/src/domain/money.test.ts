import { formatMoney, roundMoney } from './money';

describe('money', () => {
  it('rounds to 2 decimals', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.344)).toBe(2.34);
  });
  it('formats in the shopper language and falls back for unknown codes', () => {
    expect(formatMoney(4.5, 'USD', 'en')).toBe('$4.50');
    expect(formatMoney(4.5, 'NOPE', 'en')).toBe('NOPE 4.50');
  });
});
