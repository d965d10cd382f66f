import fc from 'fast-check';
import { MONEY_DECIMALS, convertMoney, roundMoney } from './money';

const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true });

describe('roundMoney properties', () => {
  it('has at most 2 decimals', () => {
    fc.assert(
      fc.property(
        amount,
        // The rounded amount is exactly what its 2-decimal text reads back as. (Comparing amount × 100
        // with an integer needs a tolerance that grows with the amount: floats near 1e9 are 1e-7 apart.)
        (a) => Number(roundMoney(a).toFixed(MONEY_DECIMALS)) === roundMoney(a),
      ),
    );
  });
  it('moves the amount by at most half a cent', () => {
    fc.assert(
      fc.property(amount, (a) => Math.abs(roundMoney(a) - a) <= 0.005 + 1e-6 * Math.max(1, Math.abs(a))),
    );
  });
  it('is idempotent', () => {
    fc.assert(fc.property(amount, (a) => roundMoney(roundMoney(a)) === roundMoney(a)));
  });
  it('keeps whole cents unchanged', () => {
    expect(MONEY_DECIMALS).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => roundMoney(cents / 100) === cents / 100),
    );
  });
  it('is monotonic', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) =>
        a <= b ? roundMoney(a) <= roundMoney(b) : roundMoney(a) >= roundMoney(b),
      ),
    );
  });
});

describe('convertMoney', () => {
  const cents = fc.integer({ min: 0, max: 10_000_000 });
  const rate = fc.double({ min: 0.01, max: 1000, noNaN: true });
  it('prices whole cents times the rate, rounded to a cent, as store-api does', () => {
    fc.assert(
      fc.property(cents, rate, (c, r) => convertMoney(c / 100, r) === Math.round(Math.round(c) * r) / 100),
    );
  });
  it('keeps a USD amount at rate 1', () => {
    fc.assert(fc.property(cents, (c) => convertMoney(c / 100, 1) === c / 100));
  });
  it('rounds a half cent up, as the store does', () => {
    // 0.29 USD x 32.5 is 9.425: 943 cents, though 0.29 * 32.5 is 9.42499... in floating point.
    expect(convertMoney(0.29, 32.5)).toBe(9.43);
  });
});
