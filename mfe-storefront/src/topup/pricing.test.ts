import { bestCoupon, couponSaving } from './pricing';

const amount = (value: number, minSpend: number) => ({ kind: 'amount' as const, value, minSpend });
const percent = (value: number, minSpend = 0) => ({ kind: 'percent' as const, value, minSpend });

describe('couponSaving', () => {
  it('takes the coupon off what is left after the VIP percent', () => {
    expect(couponSaving(percent(10), 100, 2, 1)).toBe(9.8);
    expect(couponSaving(amount(2, 10), 13.99, 2, 1)).toBe(2);
  });

  it('converts USD coupon amounts and minimum spends at the currency rate', () => {
    expect(couponSaving(amount(2, 10), 454.68, 0, 32.5)).toBe(65);
    expect(couponSaving(amount(2, 10), 300, 0, 32.5)).toBe(0);
  });

  it('is nothing when the minimum spend is not met', () => {
    expect(couponSaving(amount(2, 10), 1.9, 0, 1)).toBe(0);
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
