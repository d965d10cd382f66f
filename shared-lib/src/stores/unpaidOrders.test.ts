import fc from 'fast-check';
import { UNPAID_ORDER_THRESHOLD, hasTooManyUnpaid, unpaidListOf } from './unpaidOrders';

describe('unpaid orders (spec 3, 4)', () => {
  it('turns the count into a list of that length', () => {
    fc.assert(fc.property(fc.nat(500), (count) => unpaidListOf(count).length === count));
    expect(unpaidListOf(-1)).toEqual([]);
    expect(unpaidListOf(Number.NaN)).toEqual([]);
  });

  it('is "too many" only above 3', () => {
    expect(UNPAID_ORDER_THRESHOLD).toBe(3);
    expect(hasTooManyUnpaid(3)).toBe(false);
    expect(hasTooManyUnpaid(4)).toBe(true);
  });
});
