import { deliveryLabelKey, parseDelivery } from './delivery';

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

  it("reads the store's own form: label, full-width colon, value", () => {
    expect(parseDelivery('["User ID：42"]')).toEqual([{ label: 'User ID', value: '42' }]);
  });
});

describe('deliveryLabelKey', () => {
  it('knows the labels the store’s products ask for, in any case and spacing', () => {
    expect(deliveryLabelKey('User ID')).toBe('userId');
    expect(deliveryLabelKey(' zone  id ')).toBe('zoneId');
    expect(deliveryLabelKey('Contact email')).toBe('contactEmail');
  });

  it('leaves a seller’s own label unknown, and never reads inherited names', () => {
    expect(deliveryLabelKey('Guild name')).toBeNull();
    expect(deliveryLabelKey('constructor')).toBeNull();
  });
});
