import { fillPath } from './client';

describe('fillPath', () => {
  it('fills :name and {name} and leaves the rest as params', () => {
    expect(fillPath('/homs/order/sn/:sn', { sn: 'A 1', x: 1 })).toEqual({
      url: '/homs/order/sn/A%201',
      rest: { x: 1 },
    });
    expect(fillPath('/hpms/product/{id}', { id: 7 })).toEqual({ url: '/hpms/product/7', rest: {} });
  });

  it('throws when a path parameter is missing', () => {
    expect(() => fillPath('/homs/order/:id/urge', {})).toThrow('not provided in params');
  });
});
