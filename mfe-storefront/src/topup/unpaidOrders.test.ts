import { UNPAID_ORDER_THRESHOLD, hasTooManyUnpaid } from './unpaidOrders';

describe('unpaid orders', () => {
  it('is "too many" only above 3', () => {
    expect(UNPAID_ORDER_THRESHOLD).toBe(3);
    expect(hasTooManyUnpaid(3)).toBe(false);
    expect(hasTooManyUnpaid(4)).toBe(true);
  });
});
