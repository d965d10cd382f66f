import fc from 'fast-check';
import { computeOrderPrice, CouponBelowMinimumError } from './orderPricing';

describe('computeOrderPrice', () => {
  it('takes the VIP discount, then the coupon, then converts', () => {
    expect(
      computeOrderPrice({
        unitPriceCents: 1000,
        quantity: 2,
        vipDiscountPercent: 5,
        coupon: { kind: 'percent', value: 10, minSpendCents: 0 },
        rate: 1,
      }),
    ).toEqual({ originalCents: 2000, vipDiscountCents: 100, couponDiscountCents: 190, payCents: 1710 });
    expect(
      computeOrderPrice({ unitPriceCents: 142, quantity: 1, vipDiscountPercent: 0, coupon: null, rate: 7.8 }),
    ).toEqual({ originalCents: 1108, vipDiscountCents: 0, couponDiscountCents: 0, payCents: 1108 });
  });

  it('gives the minimum a refused coupon needs in the order’s currency, converted as prices are', () => {
    let refused: unknown;
    try {
      computeOrderPrice({
        unitPriceCents: 500,
        quantity: 1,
        vipDiscountPercent: 0,
        coupon: { kind: 'amount', value: 200, minSpendCents: 1000 },
        rate: 32,
      });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(CouponBelowMinimumError);
    expect((refused as CouponBelowMinimumError).minSpendCents).toBe(32000);
  });

  it('refuses a coupon below its minimum spend and never makes an order free', () => {
    expect(() =>
      computeOrderPrice({
        unitPriceCents: 500,
        quantity: 1,
        vipDiscountPercent: 0,
        coupon: { kind: 'amount', value: 200, minSpendCents: 1000 },
        rate: 1,
      }),
    ).toThrow(CouponBelowMinimumError);
    expect(
      computeOrderPrice({
        unitPriceCents: 100,
        quantity: 1,
        vipDiscountPercent: 0,
        coupon: { kind: 'amount', value: 500, minSpendCents: 0 },
        rate: 1,
      }).payCents,
    ).toBe(1);
  });

  it('always charges between 1 cent and the original price, and the parts add up in USD', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 5 }),
        fc.option(
          fc.record({
            kind: fc.constantFrom('amount' as const, 'percent' as const),
            value: fc.integer({ min: 1, max: 100 }),
            minSpendCents: fc.constant(0),
          }),
        ),
        (unitPriceCents, quantity, vipDiscountPercent, coupon) => {
          const price = computeOrderPrice({ unitPriceCents, quantity, vipDiscountPercent, coupon, rate: 1 });
          expect(price.payCents).toBeGreaterThanOrEqual(1);
          expect(price.payCents).toBeLessThanOrEqual(price.originalCents);
          expect(price.originalCents - price.vipDiscountCents - price.couponDiscountCents).toBe(
            price.payCents,
          );
        },
      ),
    );
  });
});
