import { testStores } from '../testing/testStores';
import { PhonePrefixStore, flagOf } from './PhonePrefixStore';

const { api } = testStores();
const prefixes = jest.spyOn(api.sso, 'phonePrefixes');

describe('PhonePrefixStore', () => {
  it('derives showlabel and flag and takes the default', async () => {
    prefixes.mockResolvedValue([
      { label: 'United States', value: '+1', defaultSelect: true, country: 'US' },
      { label: 'Taiwan', value: '+886', defaultSelect: false, country: 'TW' },
    ]);
    const store = new PhonePrefixStore(api);
    await store.load();
    expect(store.defaultValue).toBe('+1');
    expect(store.list[1]).toMatchObject({ showlabel: '+886 Taiwan', flag: '🇹🇼' });
  });

  it('a failure leaves an empty list and a blank default (spec 8)', async () => {
    prefixes.mockRejectedValue(new Error('offline'));
    const store = new PhonePrefixStore(api);
    await store.load();
    expect(store.list).toEqual([]);
    expect(store.defaultValue).toBe('');
  });

  it('gives no flag without a two-letter country', () => {
    expect(flagOf(undefined)).toBe('');
    expect(flagOf('USA')).toBe('');
    expect(flagOf('us')).toBe('🇺🇸');
  });
});
