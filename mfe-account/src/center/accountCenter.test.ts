import { CENTER_TABS, tabFromQuery } from './accountCenter';

describe('tabFromQuery', () => {
  it('names the orders and coupons tabs, and the overview for anything else', () => {
    expect(tabFromQuery('order')).toBe('order');
    expect(tabFromQuery('coupons')).toBe('coupons');
    expect(tabFromQuery(null)).toBe('overview');
    expect(tabFromQuery('overview')).toBe('overview');
    expect(tabFromQuery('ORDER')).toBe('overview');
    expect(CENTER_TABS).toEqual(['overview', 'order', 'coupons']);
  });
});
