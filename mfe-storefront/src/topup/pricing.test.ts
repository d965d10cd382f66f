import { bestCoupon, estimatePrice } from './pricing';

const amount = (value: number, minSpend: number) => ({ kind: 'amount' as const, value, minSpend });
const percent = (value: number, minSpend = 0) => ({ kind: 'percent' as const, value, minSpend });

describe('estimatePrice', () => {
  it('takes the VIP percent first, then the coupon, rounded to 2 decimals', () => {
    expect(
      estimatePrice({ unitPrice: 13.99, quantity: 1, vipPercent: 2, coupon: amount(2, 10), rate: 1 }),
    ).toEqual({ original: 13.99, vipDiscount: 0.28, couponDiscount: 2, total: 11.71 });
  });

  it('converts USD coupon amounts and minimum spends at the currency rate', () => {
    const twd = estimatePrice({
      unitPrice: 454.68,
      quantity: 1,
      vipPercent: 0,
      coupon: amount(2, 10),
      rate: 32.5,
    });
    expect(twd.couponDiscount).toBe(65);
    expect(twd.total).toBe(389.68);
  });

  it('ignores a coupon whose minimum spend is not met', () => {
    expect(
      estimatePrice({ unitPrice: 0.95, quantity: 2, vipPercent: 0, coupon: amount(2, 10), rate: 1 }),
    ).toEqual({
      original: 1.9,
      vipDiscount: 0,
      couponDiscount: 0,
      total: 1.9,
    });
  });
});

describe('bestCoupon', () => {
  it('picks the coupon saving the most among those that apply', () => {
    const list = [amount(2, 10), percent(10), amount(3, 15)];
    expect(bestCoupon(list, 13.99, 0, 1)).toBe(list[0]);
    expect(bestCoupon(list, 28.49, 0, 1)).toBe(list[2]);
    expect(bestCoupon(list, 50, 0, 1)).toBe(list[1]);
    expect(bestCoupon([amount(2, 10)], 5, 0, 1)).toBeNull();
  });
});
