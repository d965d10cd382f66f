import { formatDeliveryField, parseDelivery } from './delivery';

describe('parseDelivery', () => {
  it('splits at the first half- or full-width colon', () => {
    expect(parseDelivery('["User ID:123:45","Server：Asia"]')).toEqual([
      { label: 'User ID', value: '123:45' },
      { label: 'Server', value: 'Asia' },
    ]);
  });

  it.each(['', 'not json', '{"a":1}', null])('gives nothing for %p', (raw) => {
    expect(parseDelivery(raw)).toEqual([]);
  });

  it('shows label, full-width colon, value', () => {
    expect(formatDeliveryField({ label: 'User ID', value: '42' })).toBe('User ID：42');
  });
});
