import { ORDERS_PAGE_SIZE, orderListQuery, orderPageOf, statusFilterOf } from './orderList';

const query = (search: string) => new URLSearchParams(search);

describe('the order list of an address', () => {
  it('reads the status filter, all when none or unknown', () => {
    expect(statusFilterOf(query('status=paid'))).toBe('paid');
    expect(statusFilterOf(query('status=cancelled&page=2'))).toBe('cancelled');
    expect(statusFilterOf(query(''))).toBe('all');
    expect(statusFilterOf(query('status=Paid'))).toBe('all');
  });

  it('reads the page, the first when none or not a whole number above 0', () => {
    expect(orderPageOf(query('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two'])
      expect(orderPageOf(query(bad))).toBe(1);
  });

  it('asks for status, page and page size in that order; all sends no status', () => {
    expect(orderListQuery('unpaid', 2)).toEqual({ status: 0, pageNum: 2, pageSize: ORDERS_PAGE_SIZE });
    expect(Object.keys(orderListQuery('finished', 1))).toEqual(['status', 'pageNum', 'pageSize']);
    expect(orderListQuery('all', 1).status).toBeUndefined();
  });
});
