import fc from 'fast-check';
import { checkProductId, isValidProductId } from './productId';

describe('product id', () => {
  it.each(['12', 'abc1', 'game-2024'])('accepts %s', (id) => expect(checkProductId(id)).toBeNull());
  it.each(['', 'abc', 'top-up', null, undefined])('rejects %p with the invalid-parameter key', (id) => {
    expect(checkProductId(id)).toEqual({ key: 'invalidParameter' });
  });
  it('accepts exactly the ids with a digit', () => {
    fc.assert(fc.property(fc.string(), (id) => isValidProductId(id) === /[0-9]/.test(id)));
  });
});
